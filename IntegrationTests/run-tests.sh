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

log=$(mktemp)
# Port 0: gunicorn binds a port the system chooses and names it in its log, so that no other
# process can take the port between choosing it and binding it. `timeout` makes httpbin stop by
# itself even if this script is killed before its trap runs.
timeout 3600 python3 -m gunicorn --bind 127.0.0.1:0 --workers 2 httpbin:app >"$log" 2>&1 &
httpbin_pid=$!
stop_servers() {
    kill "$httpbin_pid" 2>/dev/null || true
    wait "$httpbin_pid" 2>/dev/null || true
    stop_registries
}
trap stop_servers EXIT

# Waits for the log's "Listening at: http://127.0.0.1:PORT", then for httpbin to answer there.
port=$(python3 - "$log" <<'PY'
import re, sys, time, urllib.request
port = None
for _ in range(150):
    if port is None:
        found = re.search(r"Listening at: http://127\.0\.0\.1:(\d+)", open(sys.argv[1]).read())
        port = found and found.group(1)
    if port:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/get", timeout=1)
            print(port)
            sys.exit(0)
        except Exception:
            pass
    time.sleep(0.2)
sys.exit("httpbin did not start:\n" + open(sys.argv[1]).read())
PY
)

start_registries

HTTPBIN_URL="http://127.0.0.1:$port" swift test "$@"
