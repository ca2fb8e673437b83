#!/usr/bin/env bash
# The server swift-openapi-generator writes for the example blog's measured routes, which
# Benchmarks/serving.sh serves beside YopuyHummingbird and plain Hummingbird (#74), is committed
# (Sources/serving-benchmark/Generated/), as the generator writes it from
# Sources/serving-benchmark/openapi.yaml with its openapi-generator-config.yaml: its build plugin
# would cost every build of this package a build of the generator, OpenAPIKit and Yams. The
# generator and the comparison are Benchmarks/regenerate-client.sh's, for this folder.
#
#     IntegrationTests/regenerate-server.sh           # write the generator's output over the committed files
#     IntegrationTests/regenerate-server.sh --check   # fail if they differ from it (.ci/deep)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
exec "$here/../Benchmarks/regenerate-client.sh" "$@" --folder "$here/Sources/serving-benchmark"
