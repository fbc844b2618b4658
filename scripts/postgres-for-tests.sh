#!/usr/bin/env bash
# A throwaway PostgreSQL server for the test suite, so the no-double-booking tests also run
# against the exclusion constraint that production relies on.
#
#   eval "$(scripts/postgres-for-tests.sh start)"   # exports DATABASE_URL and FRONTDESK_PG_DIR
#   DATABASE_URL=... .venv/bin/pytest tests -q
#   scripts/postgres-for-tests.sh stop              # stops it and deletes its files
#
# start installs the Debian package when no PostgreSQL is on the machine (as root or with
# sudo), creates a cluster in a temporary directory, starts it on 127.0.0.1 at the first free
# port from FRONTDESK_PG_PORT (55432), and prints only the export lines on stdout; progress goes
# to stderr.
# Durability is switched off: the data lives for one test run.
set -euo pipefail

ROLE=frontdesk
PASSWORD=frontdesk
DATABASE=frontdesk

SCRIPT=postgres-for-tests
source "$(dirname "${BASH_SOURCE[0]}")/for-tests-lib.sh"

find_bindir() {
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [[ -n "$found" && -x "$found/initdb" ]] && echo "$found"
}

# Root may not run the server, so as root every server command runs as the postgres user.
as_owner() {
    if [[ $(id -u) -eq 0 ]]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

start() {
    local bindir dir port
    bindir=$(find_bindir) || { apt_install postgresql; bindir=$(find_bindir) || die "initdb not found after installing"; }
    dir=$(mktemp -d "${TMPDIR:-/tmp}/frontdesk-pg.XXXXXX")
    chmod 755 "$dir"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$dir"
    port=$(free_port "${FRONTDESK_PG_PORT:-55432}")

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
