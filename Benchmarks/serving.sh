#!/usr/bin/env bash
# The cost of serving resources with YopuyHummingbird beside plain Hummingbird handlers on the
# same routes (#66: at most 1.10 times): builds the serving-benchmark runner in release (in
# ../IntegrationTests, which already builds Hummingbird with the trait on) and runs it. Both are
# measured in one run, in alternating rounds, through the router in-process; the runner fails if
# a route's median ratio is over 1.10. Usage: ./serving.sh [requests per round] [rounds]
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --package-path ../IntegrationTests --product serving-benchmark
bin=$(swift build -c release --package-path ../IntegrationTests --show-bin-path)
"$bin/serving-benchmark" --requests "${1:-20000}" --rounds "${2:-9}"
