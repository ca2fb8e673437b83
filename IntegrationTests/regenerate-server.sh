#!/usr/bin/env bash
# The server swift-openapi-generator writes for the example blog's measured routes, which
# Benchmarks/serving.sh serves beside YopuyHummingbird and plain Hummingbird (#74), is committed
# (Sources/serving-benchmark/Generated/), as the generator writes it from
# Sources/serving-benchmark/openapi.yaml with its openapi-generator-config.yaml: its build plugin
# would cost every build of this package a build of the generator, OpenAPIKit and Yams.
#
#     IntegrationTests/regenerate-server.sh           # write the generator's output over the committed files
#     IntegrationTests/regenerate-server.sh --check   # fail if they differ from it (.ci/deep)
#
# The generator's tool is the one Benchmarks/regenerate-client.sh builds (1.14.3).
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
check=false
case "${1:-}" in
--check) check=true ;;
"") ;;
*)
    echo "usage: $0 [--check]" >&2
    exit 2
    ;;
esac
target="$here/Sources/serving-benchmark"
committed="$target/Generated"
generator=$(../Benchmarks/regenerate-client.sh --tool)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$generator" generate "$target/openapi.yaml" \
    --config "$target/openapi-generator-config.yaml" --output-directory "$out" >"$out/generator.log" 2>&1 ||
    { cat "$out/generator.log"; exit 1; }
rm -f "$out/generator.log"
if $check; then
    if ! diff -ru "$committed" "$out"; then
        echo "regenerate-server: Generated/ differs from what swift-openapi-generator writes (above): run IntegrationTests/regenerate-server.sh" >&2
        exit 1
    fi
    echo "regenerate-server: the committed server is what swift-openapi-generator 1.14.3 writes"
else
    rm -rf "$committed"
    mkdir -p "$committed"
    cp "$out"/*.swift "$committed/"
    echo "regenerate-server: wrote $(cd "$out" && echo *.swift) into $committed"
fi
