# Sourced by the scripts that give the test command its servers and browser
# (postgres-, redis- and browser-for-tests.sh): their messages, a Debian package installed as
# root or with sudo, and a free local port. Each sets SCRIPT (its name, for messages) first.

say() { echo "$SCRIPT: $*" >&2; }
die() { say "$*"; exit 1; }

# apt_install PACKAGE...: quietly, as root, or through sudo when not root.
apt_install() {
    local as_root=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 \
            || die "$* not installed; run as root to install it, or: apt-get install -y $*"
        as_root=(sudo)
    fi
    say "installing $* (apt-get install)"
    "${as_root[@]}" apt-get update -qq >&2
    "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive \
        apt-get install -y -qq --no-install-recommends "$@" >&2
}

port_in_use() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# free_port FIRST: the first port from FIRST (within a hundred) that nothing listens on.
free_port() {
    local port=$1
    local last=$(($1 + 100))
    while port_in_use "$port"; do
        port=$((port + 1))
        ((port <= last)) || die "no free port between $1 and $last"
    done
    echo "$port"
}
