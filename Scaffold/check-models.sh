#!/usr/bin/env bash
# check-models.sh: proves that the models ModelWriter (Sources/ScaffoldKit/Models) writes are
# Swift that compiles with zero errors and zero warnings, passes swift-format, and decodes JSON.
#
# It writes, through the opt-in test `ModelWriterOpenAITests/export` (MODELS_OUT=folder):
#   constructs/  the models of ModelWriterTests' document with every construct, and a main.swift
#                that decodes and encodes JSON samples and fails unless each comes back the same;
#   openai/      the models of OpenAI's whole description (1 422 component schemas), and a
#                main.swift that decodes realistic OpenAI JSON with them;
#   report.txt   the time the loader and the writer took (debug build) and the problems reported;
# then, for each folder: type-checks the models alone (Swift 6 language mode, whole module),
# failing on any error or warning; builds and runs the program; lints with swift-format
# (--strict, the repository's .swift-format).
#
# Usage: ./check-models.sh [folder]        (default: a new temporary folder, kept)
# Needs OpenAI's description at $OPENAI_OPENAPI, /tmp/oai/openai.json, or
# /work/shared/apis/openai-openapi.json.xz. Takes a few minutes (the OpenAI program's build
# is the longest part). SKIP_OPENAI_RUN=1 type-checks OpenAI's models but does not build them.
# SCAFFOLD_PACKAGE=dir runs the export test in another package that holds the same files.
set -euo pipefail

package=${SCAFFOLD_PACKAGE:-$(cd "$(dirname "$0")" && pwd)}
out=${1:-$(mktemp -d /tmp/check-models.XXXXXX)}
rm -rf "$out/constructs" "$out/openai"
mkdir -p "$out"
config="$(cd "$(dirname "$0")/.." && pwd)/.swift-format"
failed=0

# The seconds since a `date +%s%N` time, to a tenth.
seconds_since() {
    local tenths=$((($(date +%s%N) - $1) / 100000000))
    echo "$((tenths / 10)).$((tenths % 10))"
}

echo "== writing the models into $out"
(cd "$package" && MODELS_OUT="$out" swift test --filter 'ModelWriterOpenAITests' >"$out/test.log" 2>&1) || {
    tail -30 "$out/test.log"
    echo "FAIL: the export test failed (log: $out/test.log)"
    exit 1
}
grep -E '^(schemas|files|lines|loading|reading|writing|problems)' "$out/report.txt"

for name in constructs openai; do
    folder="$out/$name"
    models=("$folder"/Models/*.swift "$folder"/Support/*.swift)
    echo "== $name: ${#models[@]} files"

    start=$(date +%s%N)
    swiftc -swift-version 6 -parse-as-library -typecheck -wmo "${models[@]}" >"$folder/typecheck.log" 2>&1 || true
    seconds=$(seconds_since "$start")
    problems=$(grep -cE '(error|warning):' "$folder/typecheck.log" || true)
    echo "typecheck: ${problems} errors and warnings, ${seconds} s"
    if [ "$problems" != 0 ]; then
        grep -E '(error|warning):' "$folder/typecheck.log" | head -20
        failed=1
    fi

    if [ "$name" = openai ] && [ "${SKIP_OPENAI_RUN:-}" = 1 ]; then
        echo "run: skipped"
    else
        start=$(date +%s%N)
        if swiftc -swift-version 6 -wmo -Onone -o "$folder/check" "${models[@]}" "$folder/main.swift" \
            >"$folder/build.log" 2>&1; then
            seconds=$(seconds_since "$start")
            echo "build: ${seconds} s"
            if ! "$folder/check"; then failed=1; fi
        else
            grep -E '(error|warning):' "$folder/build.log" | head -20
            echo "FAIL: the program did not build (log: $folder/build.log)"
            failed=1
        fi
    fi

    if swift format lint --strict --parallel --configuration "$config" "${models[@]}" >"$folder/lint.log" 2>&1; then
        echo "swift-format lint: clean"
    else
        head -20 "$folder/lint.log"
        failed=1
    fi
done

if [ "$failed" != 0 ]; then
    echo "FAIL (folder: $out)"
    exit 1
fi
echo "OK (folder: $out)"
