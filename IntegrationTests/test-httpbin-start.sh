#!/usr/bin/env bash
# httpbin.sh's start_httpbin takes only the httpbin it started (issue #37 item 8). A decoy server
# on 127.0.0.1 answers every request with 200; a stand-in for gunicorn (a `gunicorn` module put
# first on PYTHONPATH) names the decoy's port in its log as gunicorn names its own, then either
# exits at once (its port taken) or keeps running. start_httpbin must fail both times, printing
# the stand-in's log, instead of passing the decoy's answers on as httpbin's. Run by .ci/run.
set -euo pipefail
cd "$(dirname "$0")"
source ./httpbin.sh
work=$(mktemp -d)
decoy=""
trap 'stop_httpbins; [ -z "$decoy" ] || kill "$decoy" 2>/dev/null || true; rm -rf "$work"' EXIT

# The decoy: 200 and a JSON object, for any path; it writes the port it bound to a file.
timeout 120 python3 - "$work/decoy-port" <<'PY' &
import http.server, sys
class Answer(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body = b'{"url": "http://127.0.0.1/elsewhere"}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)
    def log_message(self, *arguments):
        pass
server = http.server.HTTPServer(("127.0.0.1", 0), Answer)
open(sys.argv[1], "w").write(str(server.server_address[1]))
server.serve_forever()
PY
decoy=$!
for _ in $(seq 50); do [ -s "$work/decoy-port" ] && break; sleep 0.1; done
port=$(cat "$work/decoy-port")

mkdir -p "$work/fake/gunicorn"
touch "$work/fake/gunicorn/__init__.py" # a regular package, found before the installed one
for behaviour in exits keeps-running; do
    cat >"$work/fake/gunicorn/__main__.py" <<PY
import sys, time
print("[INFO] Listening at: http://127.0.0.1:$port (stand-in)", file=sys.stderr, flush=True)
if "$behaviour" == "keeps-running":
    time.sleep(60)
sys.exit(3)
PY
    # In a subshell, which stops its stand-in on the way out: only its servers see the stand-in.
    if (
        export PYTHONPATH="$work/fake" HTTPBIN_START_TRIES=15
        trap stop_httpbins EXIT
        start_httpbin 127.0.0.1 1 taken && echo "$taken"
    ) >"$work/taken.txt" 2>"$work/error.txt"; then
        echo "test-httpbin-start: a stand-in that $behaviour was taken for httpbin ($(cat "$work/taken.txt"))" >&2
        exit 1
    fi
    grep -q "(stand-in)" "$work/error.txt" ||
        { echo "test-httpbin-start: the failed start did not print its log" >&2; cat "$work/error.txt" >&2; exit 1; }
    echo "a stand-in for gunicorn that $behaviour, beside a decoy answering 200 on its port: refused"
done
echo "test-httpbin-start: passed"
