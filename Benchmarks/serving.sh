#!/usr/bin/env bash
# The cost of serving resources with YopuyHummingbird beside plain Hummingbird handlers on the
# same routes (#66: at most 1.10 times) and beside the server swift-openapi-generator writes for
# them on swift-openapi-hummingbird (#74: at most its cost): builds the serving-benchmark runner
# in release (in ../IntegrationTests, which already builds Hummingbird with the trait on) and runs
# it. All three are measured in one run, in rounds that rotate which goes first, through the
# router in-process; the runner fails if a route's median ratio is over 1.10 times plain or over
# the generated server's. Usage: ./serving.sh [requests per round] [rounds]
set -euo pipefail
cd "$(dirname "$0")"
export YOPUY_SERVING_BENCHMARK=1
swift build -c release --package-path ../IntegrationTests --product serving-benchmark
bin=$(swift build -c release --package-path ../IntegrationTests --show-bin-path)
"$bin/serving-benchmark" --requests "${1:-20000}" --rounds "${2:-9}"
