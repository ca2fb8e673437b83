#!/usr/bin/env bash
# The generated OpenAPI client that the benchmarks measure beside Yopuy is committed
# (Sources/Contenders/Generated/), as swift-openapi-generator writes it from
# Sources/Contenders/openapi.yaml with Sources/Contenders/openapi-generator-config.yaml. Its
# build plugin, run on every build, cost every release build of this package a release build of
# the generator, OpenAPIKit, Yams and swift-algorithms (#62); the gate builds none of them now.
#
#     Benchmarks/regenerate-client.sh           # write the generator's output over the committed files
#     Benchmarks/regenerate-client.sh --check   # fail if they differ from it (.ci/deep)
#     Benchmarks/regenerate-client.sh --tool    # only build the generator; print its path
#                                               # (scaffold-vs-generator.sh)
#     Benchmarks/regenerate-client.sh [--check] --folder DIR
#                                               # the same for another folder holding openapi.yaml,
#                                               # its openapi-generator-config.yaml and Generated/
#                                               # (IntegrationTests/regenerate-server.sh)
#
# Builds the generator's command-line tool (debug, in .build-openapi-generator/, ignored by git)
# from the version Package.swift's swift-openapi-runtime pairs with.
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
check=false
tool_only=false
contenders="$here/Sources/Contenders"
while [ $# -gt 0 ]; do
    case "$1" in
    --check) check=true ;;
    --tool) tool_only=true ;;
    --folder)
        contenders=$(cd "$OLDPWD" && cd "$2" && pwd)
        shift
        ;;
    *)
        echo "usage: $0 [--check | --tool] [--folder DIR]" >&2
        exit 2
        ;;
    esac
    shift
done
committed="$contenders/Generated"
tool="$here/.build-openapi-generator"
mkdir -p "$tool/Sources/Empty"
cat >"$tool/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
// Written by Benchmarks/regenerate-client.sh: only to build swift-openapi-generator's tool.
import PackageDescription

let package = Package(
    name: "OpenAPIGeneratorTool",
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator.git", exact: "1.14.3")],
    targets: [.target(name: "Empty", path: "Sources/Empty")]
)
SWIFT
echo "// Nothing: the package exists to build swift-openapi-generator." >"$tool/Sources/Empty/Empty.swift"
(cd "$tool" && swift build --product swift-openapi-generator) >"$tool/build.log" 2>&1 ||
    { tail -30 "$tool/build.log"; exit 1; }
generator="$(cd "$tool" && swift build --show-bin-path)/swift-openapi-generator"
if $tool_only; then
    echo "$generator"
    exit 0
fi
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$generator" generate "$contenders/openapi.yaml" \
    --config "$contenders/openapi-generator-config.yaml" --output-directory "$out" >"$out.log" 2>&1 ||
    { cat "$out.log"; exit 1; }
rm -f "$out.log"
if $check; then
    if ! diff -ru "$committed" "$out"; then
        echo "regenerate-client: $committed differs from what swift-openapi-generator writes (above): run $0 without --check" >&2
        exit 1
    fi
    echo "regenerate-client: $committed is what swift-openapi-generator 1.14.3 writes"
else
    rm -rf "$committed"
    mkdir -p "$committed"
    cp "$out"/*.swift "$committed/"
    echo "regenerate-client: wrote $(cd "$out" && echo *.swift) into $committed"
fi
