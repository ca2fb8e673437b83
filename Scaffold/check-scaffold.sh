#!/usr/bin/env bash
# The scaffold on real documents, as a new user runs it (issue #36). From the repository root or
# anywhere: Scaffold/check-scaffold.sh
#
# 1. Builds yopuy-scaffold and runs its unit tests.
# 2. Scaffolds OpenAI's OpenAPI description (../shared/apis/openai-openapi.json.xz, as published)
#    and GitHub's 1 015 REST routes (../shared/routes/github-rest-routes.txt) into one throwaway
#    package that depends on Yopuy by path, under .build-scaffold-check/, with their checks of every
#    operation. Skips a document that is not there (a clone without ../shared).
# 3. Builds that package (a warning in the scaffolded files fails), runs the checks (every said
#    operation's method and path must be the document's; every example of the document that a
#    model reads must decode into it and encode back, the scaffold's report line `examples: …`
#    saying how many), and lints the output with
#    `swift format lint --strict` and the repository's configuration.
#    A real server answers the scaffolded clients: mockllm (PyPI; an OpenAI-compatible server that
#    publishes its own OpenAPI 3.1 description at /openapi.json), installed into a virtual
#    environment under ~/.cache as IntegrationTests/run-tests.sh does, served on 127.0.0.1 and
#    stopped on exit. Its live description is scaffolded too, by the command plugin
#    (`swift package yopuy-scaffold`, module MockLLM), and checked by the plugin's `check`. The
#    test in Checks/ calls OpenAI's client as written: mockllm implements its typed chat
#    completion and typed event stream. (The client of mockllm's own description that
#    IntegrationTests keeps is called there, by run-tests.sh; `check` compares it with the live
#    description here.)
# 4. Bad input: a file that is not OpenAPI exits non-zero with a clear error; a second run into the
#    same folder overwrites nothing; the same input writes byte-identical files; `check` finds no
#    difference against the sources it wrote, and finds the differences of an edited document.
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
root=$(cd .. && pwd)
shared=$(cd .. && cd .. && pwd)/shared
work="$here/.build-scaffold-check"

echo "== build (a warning in our files fails) and unit tests"
mkdir -p "$work"
swift build --build-tests >"$work/tool-build.log" 2>&1 || { tail -40 "$work/tool-build.log"; exit 1; }
if grep -E "^$here/(Sources|Tests|Checks)/[^:]*:[0-9]+:[0-9]+: warning:" "$work/tool-build.log"; then
    echo "check-scaffold: the tool's build printed warnings (above); zero warnings is the rule" >&2
    exit 1
fi
swift test 2>&1 | tail -3
scaffold="$(swift build --show-bin-path)/yopuy-scaffold"

# mockllm, as IntegrationTests/run-tests.sh serves it; skipped (and its tests) if it cannot be installed.
server_pid=""
server_dir=$(mktemp -d)
trap '[ -z "$server_pid" ] || kill "$server_pid" 2>/dev/null || true; rm -rf "$server_dir"' EXIT
start_mockllm() {
    local venv=${XDG_CACHE_HOME:-$HOME/.cache}/yopuy-mockllm-0.0.8
    if [ ! -x "$venv/bin/uvicorn" ]; then
        python3 -m venv "$venv" 2>/dev/null ||
            { (apt-get update -qq && apt-get install -y -qq python3-venv) >/dev/null && python3 -m venv "$venv"; } ||
            { echo "mockllm: no python3 venv; its checks are skipped"; return 0; }
        "$venv/bin/pip" install --quiet mockllm==0.0.8 ||
            { echo "mockllm: could not be installed; its checks are skipped"; return 0; }
    fi
    printf 'responses: {}\ndefaults:\n  unknown_response: "Hello from a server no one here wrote."\n' \
        >"$server_dir/responses.yml"
    (cd "$server_dir" && MOCKLLM_RESPONSES_FILE="$server_dir/responses.yml" exec timeout 3600 \
        "$venv/bin/uvicorn" mockllm.server:app --host 127.0.0.1 --port 0 >"$server_dir/log" 2>&1) &
    server_pid=$!
    MOCKLLM_URL=$(python3 - "$server_dir/log" "$server_dir/openapi.json" <<'PY'
import re, sys, time, urllib.request
log, out = sys.argv[1], sys.argv[2]
for _ in range(150):
    found = re.search(r"running on http://127\.0\.0\.1:(\d+)", open(log).read())
    if found:
        try:
            description = urllib.request.urlopen(f"http://127.0.0.1:{found.group(1)}/openapi.json", timeout=1).read()
            if b'"Mock LLM Server"' in description:
                open(out, "wb").write(description)
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

rm -rf "$work/Sources" "$work/Tests" "$work/runs"
mkdir -p "$work/Sources" "$work/Tests" "$work/runs"
targets=()

openai_xz="$shared/apis/openai-openapi.json.xz"
if [ -f "$openai_xz" ]; then
    xz -dc "$openai_xz" >"$work/runs/openai.json"
    echo "== scaffold OpenAI's description"
    start=$(date +%s.%N)
    "$scaffold" "$work/runs/openai.json" --module OpenAI --output "$work/Sources/OpenAI" \
        --tests "$work/Tests/OpenAITests" --report "$work/runs/openai-report.txt" --quiet
    python3 -c "import sys; print(f'scaffolded in {float(sys.argv[2]) - float(sys.argv[1]):.2f} s (debug build)')" \
        "$start" "$(date +%s.%N)"
    grep -E '^(mended|skipped|not said|examples|example at)' "$work/runs/openai-report.txt" || true
    targets+=(OpenAI)
else
    echo "== $openai_xz is not there: OpenAI's description is skipped"
fi

routes="$shared/routes/github-rest-routes.txt"
if [ -f "$routes" ]; then
    echo "== scaffold GitHub's route list"
    "$scaffold" "$routes" --routes --module GitHubAPI --output "$work/Sources/GitHubAPI" \
        --tests "$work/Tests/GitHubAPITests" --quiet
    targets+=(GitHubAPI)
else
    echo "== $routes is not there: GitHub's routes are skipped"
fi

if [ -n "${MOCKLLM_URL:-}" ]; then
    # Written by the command plugin once the package exists, below; these placeholders make the
    # targets it writes into.
    mkdir -p "$work/Sources/MockLLM" "$work/Tests/MockLLMTests"
    echo "// mockllm's client: swift package yopuy-scaffold writes the rest." >"$work/Sources/MockLLM/MockLLM.swift"
    echo "// The check of every operation: swift package yopuy-scaffold writes it." >"$work/Tests/MockLLMTests/MockLLMTests.swift"
    targets+=(MockLLM)
    [ ! -d "$work/Tests/OpenAITests" ] || cp Checks/OpenAIAgainstMockLLM.swift "$work/Tests/OpenAITests/"
fi

if [ ${#targets[@]} -gt 0 ]; then
    {
        echo '// swift-tools-version: 6.1'
        echo 'import PackageDescription'
        echo 'let yopuy: Target.Dependency = .product(name: "Yopuy", package: "Yopuy")'
        echo 'let urlSession: Target.Dependency = .product(name: "YopuyURLSession", package: "Yopuy")'
        echo 'let package = Package('
        echo '    name: "ScaffoldCheck",'
        echo "    dependencies: [.package(name: \"Yopuy\", path: \"$root\"), .package(name: \"YopuyScaffold\", path: \"$here\")],"
        echo '    targets: ['
        for target in "${targets[@]}"; do
            echo "        .target(name: \"$target\", dependencies: [yopuy]),"
            echo "        .testTarget(name: \"${target}Tests\", dependencies: [\"$target\", yopuy, urlSession]),"
        done
        echo '    ],'
        echo '    swiftLanguageModes: [.v6]'
        echo ')'
    } >"$work/Package.swift"
    if [ -n "${MOCKLLM_URL:-}" ]; then
        echo "== the command plugin: mockllm's own description, served at ${MOCKLLM_URL%v1/}openapi.json, into MockLLM"
        (cd "$work" && swift package --allow-writing-to-package-directory yopuy-scaffold \
            --target MockLLM --tests-target MockLLMTests "$server_dir/openapi.json" --quiet) >"$work/runs/plugin.log" 2>&1 ||
            { tail -30 "$work/runs/plugin.log"; exit 1; }
        tail -1 "$work/runs/plugin.log"
        [ -f "$work/Sources/MockLLM/Resources/V1+Resources.swift" ] ||
            { echo "check-scaffold: the plugin wrote no resources into MockLLM" >&2; exit 1; }
        (cd "$work" && swift package --allow-writing-to-package-directory yopuy-scaffold check \
            --target MockLLM "$server_dir/openapi.json") 2>&1 | tail -1
    fi
    echo "== build the scaffolded modules (${targets[*]})"
    log="$work/runs/build.log"
    start=$(date +%s)
    (cd "$work" && swift build --build-tests 2>&1) >"$log" || { tail -40 "$log"; exit 1; }
    echo "built in $(($(date +%s) - start)) s"
    if grep -E "^$work/(Sources|Tests)/.*: (warning|error):" "$log"; then
        echo "check-scaffold: the scaffolded code has warnings (above)" >&2
        exit 1
    fi
    tail -1 "$log"
    echo "== every said operation's method and path, and every example a model reads, against the document"
    (cd "$work" && swift test >"$work/runs/test.log" 2>&1) ||
        { grep -E '^(✘|↳)' "$work/runs/test.log" | head -40; tail -4 "$work/runs/test.log"; exit 1; }
    # The examples' suite: each example the document's own schema refuses is a known issue.
    grep -E 'Suite "Scaffolded (operations|examples)" (passed|failed)' "$work/runs/test.log" || true
    tail -4 "$work/runs/test.log"
    echo "== swift format lint --strict on the scaffolded code"
    swift format lint --strict --configuration "$root/.swift-format" --recursive "$work/Sources" "$work/Tests"
fi

echo "== bad input and owned output"
printf '{"name": "not an API"}\n' >"$work/runs/not-openapi.json"
if "$scaffold" "$work/runs/not-openapi.json" --output "$work/runs/never" 2>"$work/runs/error.txt"; then
    echo "check-scaffold: a file that is not OpenAPI was scaffolded" >&2
    exit 1
fi
grep -q "not an OpenAPI document" "$work/runs/error.txt"
[ ! -e "$work/runs/never" ] || { echo "check-scaffold: a failed run left files" >&2; exit 1; }
cat "$work/runs/error.txt"

if [ -f "$work/runs/openai.json" ]; then
    before=$(cd "$work/Sources/OpenAI" && find . -type f -exec sha256sum {} + | sort | sha256sum)
    if "$scaffold" "$work/runs/openai.json" --output "$work/Sources/OpenAI" --quiet 2>"$work/runs/error.txt"; then
        echo "check-scaffold: a second run wrote over owned files" >&2
        exit 1
    fi
    after=$(cd "$work/Sources/OpenAI" && find . -type f -exec sha256sum {} + | sort | sha256sum)
    [ "$before" = "$after" ] || { echo "check-scaffold: a refused run changed files" >&2; exit 1; }
    cat "$work/runs/error.txt"
    "$scaffold" "$work/runs/openai.json" --module OpenAI --output "$work/runs/again" --tests "$work/runs/again-tests" --quiet >/dev/null
    diff -r "$work/Sources/OpenAI" "$work/runs/again" >/dev/null || { echo "check-scaffold: output differs between runs" >&2; exit 1; }
    for check in ScaffoldedOperationTests.swift ScaffoldedExampleTests.swift; do
        diff "$work/Tests/OpenAITests/$check" "$work/runs/again-tests/$check" >/dev/null ||
            { echo "check-scaffold: $check differs between runs" >&2; exit 1; }
    done
    echo "same input, byte-identical output; a second run overwrote nothing"

    echo "== check: the owned sources against the same document, then an edited one"
    "$scaffold" check "$work/runs/openai.json" --sources "$work/Sources/OpenAI"
    python3 - "$work/runs/openai.json" "$work/runs/openai-newer.json" <<'PY'
import json, sys
document = json.load(open(sys.argv[1]))
paths = document["paths"]
del paths["/batches/{batch_id}/cancel"]
paths["/batches/{batch_id}/pause"] = {"post": {"operationId": "pauseBatch", "responses": {"200": {"description": "ok"}}}}
paths["/batches"]["get"].setdefault("parameters", []).append(
    {"name": "status", "in": "query", "required": True, "schema": {"type": "string"}})
json.dump(document, open(sys.argv[2], "w"))
PY
    if "$scaffold" check "$work/runs/openai-newer.json" --sources "$work/Sources/OpenAI" >"$work/runs/drift.txt"; then
        echo "check-scaffold: check found no difference in an edited document" >&2
        exit 1
    fi
    cat "$work/runs/drift.txt"
    grep -q '^new: POST /batches/{batch_id}/pause' "$work/runs/drift.txt"
    grep -q '^removed: POST /batches/{batch_id}/cancel' "$work/runs/drift.txt"
    grep -q '^changed: GET /batches: new query `status` (required)' "$work/runs/drift.txt"
fi
if [ -n "${MOCKLLM_URL:-}" ]; then
    echo "== check: the client IntegrationTests keeps (Sources/MockLLMAPI) against the server's live description"
    "$scaffold" check "$server_dir/openapi.json" --sources "$root/IntegrationTests/Sources/MockLLMAPI"
fi
echo "check-scaffold: all checks passed"
