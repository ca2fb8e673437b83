#!/usr/bin/env bash
# Runs the integration tests against real servers:
#   - the Hummingbird blog server, which the tests start in-process on 127.0.0.1;
#   - httpbin, installed from PyPI and served by this script, then stopped: the API on
#     127.0.0.1, and for the redirection matrix another port, another host (127.0.0.2) and one
#     over TLS, with a certificate made for the run by openssl;
#   - two container registries (docker-registry, one of them behind htpasswd), started on
#     127.0.0.1 by registries.sh and stopped on every exit; skipped if it is not installed.
# Extra arguments go to `swift test` (for example --filter Wire).
set -euo pipefail
cd "$(dirname "$0")"
source ./registries.sh

export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
python3 -m pip install --quiet httpbin gunicorn

httpbin_pids=()
stop_servers() {
    for pid in "${httpbin_pids[@]}"; do
        kill "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
    stop_registries
    [ -z "${tls_dir:-}" ] || rm -rf "$tls_dir"
}
trap stop_servers EXIT

# Starts httpbin on the loopback address $1 with $2 workers, and sets the variable named $3 to
# its base URL; over TLS with the certificate and key $4 and $5, if given.
# Port 0: gunicorn binds a port the system chooses and names it in its log, so that no other
# process can take the port between choosing it and binding it. `timeout` makes httpbin stop by
# itself even if this script is killed before its trap runs.
start_httpbin() {
    local host=$1 workers=$2 log url tls=() scheme=http
    if [ $# -ge 5 ]; then
        tls=(--certfile "$4" --keyfile "$5")
        scheme=https
    fi
    log=$(mktemp)
    timeout 3600 python3 -m gunicorn --bind "$host:0" --workers "$workers" "${tls[@]}" httpbin:app >"$log" 2>&1 &
    httpbin_pids+=("$!")
    # Waits for the log's "Listening at: SCHEME://HOST:PORT", then for httpbin to answer there.
    url=$(python3 - "$log" "$host" "$scheme" "${4:-}" <<'PY'
import re, ssl, sys, time, urllib.request
log, host, scheme, authority = sys.argv[1:5]
context = ssl.create_default_context(cafile=authority) if authority else None
port = None
for _ in range(150):
    if port is None:
        found = re.search(r"Listening at: " + scheme + "://" + re.escape(host) + r":(\d+)", open(log).read())
        port = found and found.group(1)
    if port:
        try:
            urllib.request.urlopen(f"{scheme}://{host}:{port}/get", timeout=1, context=context)
            print(f"{scheme}://{host}:{port}")
            sys.exit(0)
        except Exception:
            pass
    time.sleep(0.2)
sys.exit(f"httpbin did not start on {host}:\n" + open(log).read())
PY
)
    printf -v "$3" '%s' "$url"
}

# The API's httpbin, and two more for the redirection matrix (RedirectMatrixTests): another port
# of the same host, and another host (127.0.0.2, on the loopback interface as all of 127/8 is).
start_httpbin 127.0.0.1 4 HTTPBIN_URL
start_httpbin 127.0.0.1 1 HTTPBIN_OTHER_PORT_URL
start_httpbin 127.0.0.2 1 HTTPBIN_OTHER_HOST_URL
# And one over TLS, for a redirection from https to http, with a certificate made for this run
# (for 127.0.0.1, its own authority), which AsyncHTTPClient trusts through HTTPBIN_TLS_CA.
# URLSession on Linux trusts only the machine's store, which this script leaves alone.
tls_dir=$(mktemp -d)
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=127.0.0.1" -addext "subjectAltName=IP:127.0.0.1" \
    -keyout "$tls_dir/key.pem" -out "$tls_dir/certificate.pem" 2>/dev/null
start_httpbin 127.0.0.1 1 HTTPBIN_TLS_URL "$tls_dir/certificate.pem" "$tls_dir/key.pem"
HTTPBIN_TLS_CA="$tls_dir/certificate.pem"
export HTTPBIN_URL HTTPBIN_OTHER_PORT_URL HTTPBIN_OTHER_HOST_URL HTTPBIN_TLS_URL HTTPBIN_TLS_CA

start_registries

swift test "$@"
