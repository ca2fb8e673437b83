#!/usr/bin/env bash
# Runs the integration tests against real servers:
#   - the Hummingbird blog server, which the tests start in-process on 127.0.0.1;
#   - httpbin, installed from PyPI and served by this script, then stopped: the API on
#     127.0.0.1, and for the redirection matrix another port, another host (127.0.0.2) and one
#     over TLS, with a certificate made for the run by openssl;
#   - two container registries (docker-registry, one of them behind htpasswd), started on
#     127.0.0.1 by registries.sh and stopped on every exit; skipped if it is not installed;
#   - mockllm, an OpenAI-compatible mock server from PyPI that streams server-sent events,
#     installed into a virtual environment under ~/.cache and served by this script. The client
#     yopuy-scaffold wrote from its own OpenAPI description (Sources/MockLLMAPI, kept as a user
#     keeps it) is called against it too (Tests/MockLLMAPITests).
# Extra arguments go to `swift test` (for example --filter Wire). Without them, RelayTests runs
# once more, alone, to gate the memory a 64 MiB transfer through the relay takes.
set -euo pipefail
cd "$(dirname "$0")"
source ./registries.sh
source ./httpbin.sh

export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_ROOT_USER_ACTION=ignore
python3 -m pip install --quiet httpbin gunicorn

stop_servers() {
    stop_httpbins
    stop_registries
    [ -z "${tls_dir:-}" ] || rm -rf "$tls_dir"
    [ -z "${mockllm_dir:-}" ] || rm -rf "$mockllm_dir"
}
trap stop_servers EXIT

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

# mockllm (PyPI), a FastAPI server that answers OpenAI's chat completions, streamed as
# server-sent events when asked: installed into a virtual environment of its own (its
# dependencies are not httpbin's), on a port of 127.0.0.1 that the system chooses, its lines
# the one default answer. Skipped, and the tests that need it, when it cannot be installed.
start_mockllm() {
    local venv=${XDG_CACHE_HOME:-$HOME/.cache}/yopuy-mockllm-0.0.8 log folder
    if [ ! -x "$venv/bin/uvicorn" ]; then
        python3 -m venv "$venv" 2>/dev/null ||
            { (apt-get update -qq && apt-get install -y -qq python3-venv) >/dev/null && python3 -m venv "$venv"; } ||
            { echo "mockllm: no python3 venv; its tests are skipped"; return 0; }
        "$venv/bin/pip" install --quiet mockllm==0.0.8 ||
            { echo "mockllm: could not be installed; its tests are skipped"; return 0; }
    fi
    folder=$(mktemp -d)
    mockllm_dir=$folder
    printf 'responses: {}\ndefaults:\n  unknown_response: "Hello from a server no one here wrote."\n' >"$folder/responses.yml"
    log="$folder/log"
    # `exec`, so that the pid stop_servers kills is timeout's, which hands the signal on to
    # uvicorn: without it, the subshell died and mockllm ran on for an hour after every run.
    (cd "$folder" && MOCKLLM_RESPONSES_FILE="$folder/responses.yml" exec timeout 3600 \
        "$venv/bin/uvicorn" mockllm.server:app --host 127.0.0.1 --port 0 >"$log" 2>&1) &
    httpbin_pids+=("$!")
    MOCKLLM_URL=$(python3 - "$log" <<'PY'
import re, sys, time, urllib.request
log = sys.argv[1]
for _ in range(150):
    found = re.search(r"running on http://127\.0\.0\.1:(\d+)", open(log).read())
    if found:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{found.group(1)}/openapi.json", timeout=1)
            print(f"http://127.0.0.1:{found.group(1)}/v1/")
            sys.exit(0)
        except Exception:
            pass
    time.sleep(0.2)
sys.exit("mockllm did not start:\n" + open(log).read())
PY
)
    export MOCKLLM_URL
}
start_mockllm

swift test "$@"
# The relay's memory, alone in its process: beside the other suites, which run at the same time
# and move their own large bodies, the process's resident memory says nothing of one transfer.
if [ $# -eq 0 ]; then
    YOPUY_RELAY_ALONE=1 swift test --skip-build --filter RelayTests
fi
