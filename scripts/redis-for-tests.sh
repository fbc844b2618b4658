#!/usr/bin/env bash
# A throwaway Redis server for the production topology's end-to-end test
# (tests/test_production_topology.py), which starts a Celery worker and Daphne against it.
#
#   eval "$(scripts/redis-for-tests.sh start)"   # exports FRONTDESK_TEST_REDIS_URL and FRONTDESK_REDIS_DIR
#   scripts/redis-for-tests.sh stop              # stops it and deletes its files
#
# start installs Debian's redis-server when it is missing (as root or with sudo), starts one on
# 127.0.0.1 at the first free port from FRONTDESK_REDIS_PORT (56379) with no persistence, and
# prints only the export lines on stdout; progress goes to stderr.
#
# It exports FRONTDESK_TEST_REDIS_URL, not REDIS_URL: REDIS_URL would switch the settings of the
# pytest process itself to the production topology (a real broker, no eager tasks) and every
# other test with it. Only the end-to-end test's subprocesses are given REDIS_URL.
set -euo pipefail

SCRIPT=redis-for-tests
source "$(dirname "${BASH_SOURCE[0]}")/for-tests-lib.sh"

start() {
    local dir port
    command -v redis-server >/dev/null 2>&1 || apt_install redis-server
    command -v redis-server >/dev/null 2>&1 || die "redis-server not found after installing"
    dir=$(mktemp -d "${TMPDIR:-/tmp}/frontdesk-redis.XXXXXX")
    port=$(free_port "${FRONTDESK_REDIS_PORT:-56379}")

    say "starting redis-server on 127.0.0.1:$port in $dir"
    # No snapshots, no append-only file: the data lives for one test run. Daemonized with a
    # pidfile, so stop finds it without a process name to match.
    redis-server --bind 127.0.0.1 --port "$port" --dir "$dir" \
        --save "" --appendonly no --protected-mode yes \
        --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >&2 \
        || { cat "$dir/redis.log" >&2 2>/dev/null; die "redis-server did not start"; }

    # Daemonized means forked, not yet listening: wait until it answers.
    local tries=0
    until port_in_use "$port"; do
        ((++tries <= 100)) || { cat "$dir/redis.log" >&2; die "redis-server did not listen on $port"; }
        sleep 0.1
    done

    echo "export FRONTDESK_REDIS_DIR=$dir"
    echo "export FRONTDESK_TEST_REDIS_URL=redis://127.0.0.1:$port/0"
}

stop() {
    local dir=${1:-${FRONTDESK_REDIS_DIR:-}}
    [[ -n "$dir" ]] || die "stop needs the directory start printed (FRONTDESK_REDIS_DIR)"
    [[ -d "$dir" && "$dir" == */frontdesk-redis.* ]] || die "$dir is not a directory this script made"
    if [[ -f "$dir/redis.pid" ]]; then
        local pid
        pid=$(cat "$dir/redis.pid")
        if kill "$pid" 2>/dev/null; then
            # Let it exit before its directory goes; with nothing to save it is quick.
            for _ in $(seq 50); do
                kill -0 "$pid" 2>/dev/null || break
                sleep 0.1
            done
        else
            say "it was not running"
        fi
    fi
    rm -rf "$dir"
    say "stopped and removed $dir"
}

case "${1:-}" in
    start) start ;;
    stop) stop "${2:-}" ;;
    *) die "usage: $0 start | stop [DIR]" ;;
esac
