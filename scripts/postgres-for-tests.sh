#!/usr/bin/env bash
# A throwaway PostgreSQL server for the test suite, so the no-double-booking tests also run
# against the exclusion constraint that production relies on.
#
#   eval "$(scripts/postgres-for-tests.sh start)"   # exports DATABASE_URL and FRONTDESK_PG_DIR
#   DATABASE_URL=... .venv/bin/pytest tests -q
#   scripts/postgres-for-tests.sh stop              # stops it and deletes its files
#
# start installs the Debian package when no PostgreSQL is on the machine (as root), creates a
# cluster in a temporary directory, starts it on 127.0.0.1 at the first free port from
# FRONTDESK_PG_PORT (55432), and prints only the export lines on stdout; progress goes to stderr.
# Durability is switched off: the data lives for one test run.
set -euo pipefail

ROLE=frontdesk
PASSWORD=frontdesk
DATABASE=frontdesk

say() { echo "postgres-for-tests: $*" >&2; }
die() { say "$*"; exit 1; }

find_bindir() {
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [[ -n "$found" && -x "$found/initdb" ]] && echo "$found"
}

install_postgres() {
    [[ $(id -u) -eq 0 ]] || die "PostgreSQL is not installed; run as root to install it, or: apt-get install -y postgresql"
    say "installing PostgreSQL (apt-get install postgresql)"
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql >&2
}

# Root may not run the server, so as root every server command runs as the postgres user.
as_owner() {
    if [[ $(id -u) -eq 0 ]]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

port_in_use() {
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

free_port() {
    local port=${FRONTDESK_PG_PORT:-55432}
    local last=$((port + 100))
    while port_in_use "$port"; do
        port=$((port + 1))
        ((port <= last)) || die "no free port between ${FRONTDESK_PG_PORT:-55432} and $last"
    done
    echo "$port"
}

start() {
    local bindir dir port
    bindir=$(find_bindir) || { install_postgres; bindir=$(find_bindir) || die "initdb not found after installing"; }
    dir=$(mktemp -d "${TMPDIR:-/tmp}/frontdesk-pg.XXXXXX")
    chmod 755 "$dir"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$dir"
    port=$(free_port)

    say "initialising a cluster in $dir with $bindir"
    as_owner "$bindir/initdb" -D "$dir/data" -U postgres -E UTF8 --locale=C.UTF-8 \
        --auth-local=trust --auth-host=scram-sha-256 >"$dir/initdb.log" 2>&1 \
        || { cat "$dir/initdb.log" >&2; die "initdb failed"; }

    say "starting it on 127.0.0.1:$port"
    as_owner "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start -o \
        "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off \
         -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" >&2 \
        || { cat "$dir/server.log" >&2; die "the server did not start"; }

    # The role may create databases: pytest-django creates test_frontdesk, and the migrations
    # add btree_gist there, which PostgreSQL 13+ lets a database owner do.
    as_owner "$bindir/psql" -h "$dir" -p "$port" -U postgres -d postgres -q -v ON_ERROR_STOP=1 \
        -c "CREATE ROLE $ROLE LOGIN CREATEDB PASSWORD '$PASSWORD'" \
        -c "CREATE DATABASE $DATABASE OWNER $ROLE" >&2

    echo "export FRONTDESK_PG_DIR=$dir"
    echo "export DATABASE_URL=postgres://$ROLE:$PASSWORD@127.0.0.1:$port/$DATABASE"
}

stop() {
    local dir=${1:-${FRONTDESK_PG_DIR:-}}
    [[ -n "$dir" ]] || die "stop needs the directory start printed (FRONTDESK_PG_DIR)"
    [[ -f "$dir/data/PG_VERSION" ]] || die "$dir is not a cluster this script started"
    local bindir
    bindir=$(find_bindir) || die "PostgreSQL is not installed"
    as_owner "$bindir/pg_ctl" -D "$dir/data" -m immediate stop >&2 || say "it was not running"
    rm -rf "$dir"
    say "stopped and removed $dir"
}

case "${1:-}" in
    start) start ;;
    stop) stop "${2:-}" ;;
    *) die "usage: $0 start | stop [DIR]" ;;
esac
