# Sourced by run-tests.sh (bash): starts httpbin (PyPI, under gunicorn) on a loopback address, and
# stops every httpbin it started.
#
#   start_httpbin HOST WORKERS VARIABLE [CERTIFICATE KEY]
#       starts httpbin on HOST with WORKERS workers (over TLS with CERTIFICATE and KEY, if given)
#       and sets VARIABLE to its base URL; fails with gunicorn's log if it does not start.
#   stop_httpbins
#       stops them all; safe to call twice, and from a trap.
#
# Port 0: gunicorn binds a port the system chooses and names it in its log, so that no other
# process can take the port between choosing it and binding it. A server is taken only while
# the gunicorn it started still runs, and only when the answer at its port is httpbin's own: its
# `/get` echoes the very URL asked, a nonce in the query included (await-server.py --echo). A
# gunicorn that exits (its port taken, a broken install) fails the start with its log instead of
# passing on whatever else answers there. `timeout` makes httpbin stop by itself even if the script that sourced this is
# killed before its trap runs.

httpbin_pids=()
httpbin_folder=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

start_httpbin() {
    local host=$1 workers=$2 log url port pid tls=() scheme=http
    if [ $# -ge 5 ]; then
        tls=(--certfile "$4" --keyfile "$5")
        scheme=https
    fi
    log=$(mktemp)
    timeout 3600 python3 -m gunicorn --bind "$host:0" --workers "$workers" "${tls[@]}" httpbin:app >"$log" 2>&1 &
    pid=$!
    httpbin_pids+=("$pid")
    if ! port=$(python3 "$httpbin_folder/await-server.py" --pid "$pid" --log "$log" \
        --port-after "Listening at: $scheme://$host:" --url "$scheme://$host:{port}/get" --echo \
        ${4:+--cafile "$4"} --tries "${HTTPBIN_START_TRIES:-150}" --name "httpbin on $host"); then
        cat "$log" >&2
        return 1
    fi
    url="$scheme://$host:$port"
    printf -v "$3" '%s' "$url"
}

stop_httpbins() {
    local pid
    for pid in "${httpbin_pids[@]}"; do
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    httpbin_pids=()
}
