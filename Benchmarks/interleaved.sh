#!/usr/bin/env bash
# Wall-clock ratios, measured interleaved: one process takes a sample of each contender in turn
# (a thousand calls of the 1 KB article, ten calls of the list of 100, ten thousand composed
# paths), rotating the order from pass to pass, so that other work on a shared machine slows
# every contender alike instead of whichever one happened to run then. A round is PASSES passes;
# each contender's time in a round is the median of its samples, and each ratio is reported per
# round, then as the median and range over the rounds: for full calls, the generated OpenAPI
# client over Yopuy (callback and async) and Yopuy and the generated client over the floor; for
# composition at depth 1 to 4, Yopuy over the string built by hand with `+` and with string
# interpolation. The machine's load (`uptime`) is printed before and after.
#
# Usage: ./interleaved.sh [ROUNDS] [PASSES] [calls|compositions|all]
#        (defaults: 8 rounds of 24 passes, every workload: about a minute and a half)
# The instruction counts of the same work, which do not depend on the load, come from
# ./instructions.sh (its "generated (callback)" and "generated (async)" rows for the ratio of
# the generated client to Yopuy).
set -euo pipefail
cd "$(dirname "$0")"
swift build -c release --product interleaved
bin=$(swift build -c release --show-bin-path)
echo "load before: $(uptime)"
# Interleaving evens out a load that comes and goes; it cannot undo more busy threads than cores,
# which preempt a contender in the middle of a sample.
if awk -v load="$(cut -d' ' -f1 /proc/loadavg)" -v cores="$(nproc)" 'BEGIN { exit !(load >= cores) }'; then
    echo "warning: load average at or above the $(nproc) cores: expect wide ranges"
fi
"$bin/interleaved" "${1:-8}" "${2:-24}" "${3:-all}"
echo
echo "load after: $(uptime)"
