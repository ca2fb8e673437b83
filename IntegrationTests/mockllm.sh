# Sourced by IntegrationTests/run-tests.sh and Scaffold/check-scaffold.sh (bash): mockllm (PyPI), a
# FastAPI server that answers OpenAI's chat completions, streamed as server-sent events when
# asked, and publishes its own OpenAPI 3.1 description at /openapi.json.
#
#   start_mockllm FOLDER
#       installs mockllm into a virtual environment of its own (its dependencies are not
#       httpbin's), serves it on a port of 127.0.0.1 that the system chooses, its lines the one
#       default answer, keeping its responses, its log and its description (openapi.json) in
#       FOLDER; sets mockllm_pid and exports MOCKLLM_URL (http://127.0.0.1:PORT/v1/). When mockllm
#       cannot be installed it says so and sets neither, and the tests and checks that need it
#       are skipped.
#   stop_mockllm
#       stops it and waits until it has exited; safe to call twice, and from a trap.

mockllm_folder=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
mockllm_pid=""

start_mockllm() {
    local folder=$1 port venv=${XDG_CACHE_HOME:-$HOME/.cache}/yopuy-mockllm-0.0.8
    if [ ! -x "$venv/bin/uvicorn" ]; then
        python3 -m venv "$venv" 2>/dev/null ||
            { (apt-get update -qq && apt-get install -y -qq python3-venv) >/dev/null && python3 -m venv "$venv"; } ||
            { echo "mockllm: no python3 venv; what needs it is skipped"; return 0; }
        "$venv/bin/pip" install --quiet mockllm==0.0.8 ||
            { echo "mockllm: could not be installed; what needs it is skipped"; return 0; }
    fi
    printf 'responses: {}\ndefaults:\n  unknown_response: "Hello from a server no one here wrote."\n' \
        >"$folder/responses.yml"
    # `exec`, so that the pid to stop is timeout's, which hands the signal on to uvicorn: without
    # it, the subshell died and mockllm ran on for an hour after every run.
    (cd "$folder" && MOCKLLM_RESPONSES_FILE="$folder/responses.yml" exec timeout 3600 \
        "$venv/bin/uvicorn" mockllm.server:app --host 127.0.0.1 --port 0 >"$folder/log" 2>&1) &
    mockllm_pid=$!
    if ! port=$(python3 "$mockllm_folder/await-server.py" --pid "$mockllm_pid" --log "$folder/log" \
        --port-after "running on http://127.0.0.1:" --url "http://127.0.0.1:{port}/openapi.json" \
        --expect '"Mock LLM Server"' --save "$folder/openapi.json" --name mockllm); then
        cat "$folder/log" >&2
        return 1
    fi
    export MOCKLLM_URL="http://127.0.0.1:$port/v1/"
}

stop_mockllm() {
    if [ -n "$mockllm_pid" ]; then
        kill "$mockllm_pid" 2>/dev/null || true
        wait "$mockllm_pid" 2>/dev/null || true
        mockllm_pid=""
    fi
}
