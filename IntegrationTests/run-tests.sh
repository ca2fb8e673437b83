#!/usr/bin/env bash
# Runs the integration tests against real servers:
#   - the Hummingbird blog server, which the tests start in-process on 127.0.0.1;
#   - httpbin, installed from PyPI and served on 127.0.0.1 by this script, then stopped;
#   - two container registries (docker-registry, one of them behind htpasswd), started on
#     127.0.0.1 by registries.sh and stopped on every exit; skipped if it is not installed.
# Extra arguments go to `swift test` (for example --filter Wire).
set -euo pipefail
cd "$(dirname "$0")"
source ./registries.sh

export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
python3 -m pip install --quiet httpbin gunicorn

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
log=$(mktemp)
# `timeout` makes httpbin stop by itself even if this script is killed before its trap runs.
timeout 3600 python3 -m gunicorn --bind "127.0.0.1:$port" --workers 2 httpbin:app >"$log" 2>&1 &
httpbin_pid=$!
stop_servers() {
    kill "$httpbin_pid" 2>/dev/null || true
    wait "$httpbin_pid" 2>/dev/null || true
    stop_registries
}
trap stop_servers EXIT

python3 - "$port" <<'PY'
import sys, time, urllib.request
url = f"http://127.0.0.1:{sys.argv[1]}/get"
for _ in range(100):
    try:
        urllib.request.urlopen(url, timeout=1)
        sys.exit(0)
    except Exception:
        time.sleep(0.2)
sys.exit(f"httpbin did not start at {url}")
PY

start_registries

HTTPBIN_URL="http://127.0.0.1:$port" swift test "$@"
