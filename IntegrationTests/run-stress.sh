#!/usr/bin/env bash
# The cancellation storm, the 10 000-request load, the streams' memory (stress streams) and fifty
# event streams at once (stress chats), through
# both adapters and through the middleware stack, against blog-server on 127.0.0.1. Run it before landing any change to an
# adapter, the call engine, cancellation or the middleware. Then a layer pushed to and pulled from
# a container registry (Debian's docker-registry, started by registries.sh and stopped again),
# through Yopuy and through each client alone (stress registry), when docker-registry is there.
#
#     IntegrationTests/run-stress.sh [MODE[,MODE…]|all] [extra arguments for stress]
#
# MODE is storm, load, streams, file (1 GiB to a file, from blog-server and from CPython's
# http.server), chats or registry; all (the default) runs every one. .ci/run runs
# storm,load,streams,chats,registry; .ci/deep runs file.
#
# STORM_ROUNDS sets the storm's rounds of 1 000 calls for each client, 10 unless said (.ci/run,
# the gate, runs 5; .ci/deep the 10).
#
# LAYER_SIZE sets the registry layer's bytes, 128 MiB unless said (1 GiB: LAYER_SIZE=1073741824);
# LAYER_RATIO the slowest Yopuy may be against the raw client, 0.8 unless said.
#
# Each run is bounded three ways: the stress tool's own watchdog ends it with status 3 when no
# call has ended for 20 s (a deadlock), `timeout` ends it after 10 minutes whatever happens,
# and blog-server stops by itself after its --lifetime.
set -euo pipefail
cd "$(dirname "$0")"
what=${1:-all}
shift || true
# Whether mode $1 was asked for.
selected() { [ "$what" = all ] || [[ ",$what," == *",$1,"* ]]; }

swift build --product stress
swift build --product blog-server
bin=$(swift build --show-bin-path)

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
"$bin/blog-server" --port "$port" --lifetime 1800 >/dev/null 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true' EXIT
python3 await-server.py --pid "$server" --port "$port" --url "http://127.0.0.1:{port}/blog" \
    --name blog-server >/dev/null

status=0
# Each client alone, then URLSession inside the middleware stack (Authentication, ETagCache, Retry).
for client in urlsession asynchttpclient urlsession+middleware; do
    options=(--client "${client%+middleware}")
    [ "$client" = "${client%+middleware}" ] || options+=(--middleware)
    for mode in storm load streams chats; do
        selected "$mode" || continue
        # Fifty chats at once (3 s each) go through each client's own adapter, not the stack.
        [ "$mode" != chats ] || [ "$client" = "${client%+middleware}" ] || continue
        sizes=()
        [ "$mode" != storm ] || sizes=(--rounds "${STORM_ROUNDS:-10}")
        # A debug build sums every byte it reads: 64 MiB bodies keep the run short.
        [ "$mode" != streams ] || sizes=(--size $((64 << 20)))
        # URLSession on Linux cannot pause: past 8 MiB, what its slow reader has not read goes to a
        # file, but the parts waiting in URLSession's delegate queue are out of the adapter's reach
        # (10.6 to 32.4 MiB over ten runs on 2026-11-29). Gated at 48 MiB for URLSession;
        # AsyncHTTPClient, which reads only as fast as its reader, stays at 32.
        [ "$mode" != streams ] || [ "${client%+middleware}" != urlsession ] || sizes+=(--limit 48)
        printf '\n--- %s through %s\n' "$mode" "$client"
        timeout 600 "$bin/stress" "$mode" --base-url "http://127.0.0.1:$port" "${options[@]}" "${sizes[@]}" "$@" ||
            { echo "stress: $mode through $client failed (status $?)"; status=1; }
    done
done
# 1 GiB to a file and to a reader that lags, through each client's own adapter, with 100 small
# calls beside each (#63), from the server at $1. AsyncHTTPClient's growth is gated at 64 MiB and
# its small calls at 2 times their time alone. URLSession's are reported: on Linux it hands each
# part of a body to the session's delegate queue without waiting, and the parts that arrive
# faster than they are taken wait there (26 to 88 MiB for 1 GiB to a file, 47 to 124 MiB for a reader at
# 128 MiB/s, from http.server); and it moves every transfer of the process on one queue, so that
# beside a body at a loopback's full speed, other calls wait for its end (RELIABILITY.md).
file_runs() {
    local base=$1 label=$2 client
    for client in urlsession asynchttpclient; do
        local report=()
        [ "$client" != urlsession ] || report=(--report-only)
        printf '\n--- file%s through %s\n' "$label" "$client"
        timeout 300 "$bin/stress" file --base-url "$base" --client "$client" "${report[@]}" ||
            { echo "stress: file$label through $client failed (status $?)"; status=1; }
    done
}
if selected file; then
    file_runs "http://127.0.0.1:$port" ""
    # The same from a server no one here wrote: CPython's http.server, which writes each body as
    # fast as the socket takes it.
    files=$(mktemp -d)
    mkdir "$files/bulk"
    python3 - "$files/bulk" <<'PY'
import sys
pattern = bytes(i % 251 for i in range(251 * 4096))
for size in (100, 1 << 20, 1 << 30):
    with open(f"{sys.argv[1]}/{size}", "wb") as f:
        left = size
        while left:
            f.write(pattern[:min(left, len(pattern))])
            left -= min(left, len(pattern))
PY
    python_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
    timeout 600 python3 -m http.server "$python_port" --bind 127.0.0.1 --directory "$files" >/dev/null 2>&1 &
    python_server=$!
    trap 'kill "$server" "$python_server" 2>/dev/null || true; rm -rf "$files"' EXIT
    sleep 1
    file_runs "http://127.0.0.1:$python_port" " from http.server"
    kill "$python_server" 2>/dev/null || true
    rm -rf "$files"
fi
if selected registry; then
    # shellcheck source=registries.sh
    source ./registries.sh
    trap 'kill "$server" 2>/dev/null || true; stop_registries' EXIT
    start_registries
    if [ -n "${REGISTRY_URL:-}" ]; then
        for client in urlsession asynchttpclient; do
            printf '\n--- registry through %s\n' "$client"
            # A debug build on a shared machine: 0.8× here catches a regression without failing
            # on noise; the 0.9× target is measured in a release build (BENCHMARKS.md). The best of
            # three rounds: with two, one slow round of each side failed a CI run at 0.79× (#73).
            timeout 900 "$bin/stress" registry --base-url "$REGISTRY_URL" --client "$client" \
                --size "${LAYER_SIZE:-$((128 << 20))}" --ratio "${LAYER_RATIO:-0.8}" --rounds 3 "$@" ||
                { echo "stress: registry through $client failed (status $?)"; status=1; }
        done
    fi
fi
exit "$status"
