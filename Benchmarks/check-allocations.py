#!/usr/bin/env python3
"""Checks the allocation targets of BENCHMARKS.md against a run of the Allocations suite.

Usage: swift package benchmark --target Allocations --no-progress --format markdown > run.md
       python3 check-allocations.py run.md

Allocation counts are deterministic, so they are gated; wall-clock times are only reported.
  - a full call through Yopuy (callback and async) allocates at most 6 times more than the
    hand-written floor that builds the URL and decodes the same bytes;
  - with ten query items on the call, or ten headers on the service, a call allocates at most
    4 times more than the floor making the same request (issue #12); with ten query items, at
    most 2 (issue #26). An async call is held against the floor awaited: the same hand-written
    call reached through one `await` of an async function of its own. The suite runs every
    sample in a new task, and a task's first await of such a function takes a block of the task
    allocator for its frame (later calls in the task reuse it): the floor awaited is +1 over the
    floor for that alone, as any async call is. Both differences are printed.
  - composing a path allocates no more than building the same string by hand;
  - unwrapping records with a resource's JSONEnvelope allocates no more than a hand-written
    wrapper struct, for one article and for a list of 20 (issue #25).
"""
import re
import sys

counts = {}
name = None
for line in open(sys.argv[1]).read().split("\n"):
    heading = re.match(r"^#+ (.+)$", line.strip())
    if heading:
        name = heading.group(1)
    elif name and "Malloc (total)" in line:
        cells = [cell.strip() for cell in line.split("|") if cell.strip()]
        counts[name] = int(cells[3].replace(",", ""))  # p50

failures, report = [], []
for payload in ("1 KB article", "list of 100"):
    floor = counts[f"Full call, {payload}: hand-written floor"]
    for style in ("callback", "async"):
        extra = counts[f"Full call, {payload}: Yopuy, {style}"] - floor
        report.append(f"full call, {payload}, {style}: {extra:+d} allocations over the floor (target: at most +6)")
        if extra > 6:
            failures.append(report[-1])
for workload in ("10 query items", "10 headers"):
    floor = counts[f"Full call, 1 KB article, {workload}: hand-written floor"]
    awaited = counts[f"Full call, 1 KB article, {workload}: hand-written floor, awaited"]
    report.append(f"full call, {workload}: the floor awaited {awaited - floor:+d} allocations over the floor (expected: 0 or +1)")
    if not 0 <= awaited - floor <= 1:
        failures.append(report[-1] + ": the floor awaited no longer measures the floor and one await")
    most = 2 if workload == "10 query items" else 4
    for style, baseline, against in (("callback", floor, "the floor"), ("async", awaited, "the floor awaited")):
        yopuy = counts[f"Full call, 1 KB article, {workload}: Yopuy, {style}"]
        also = f", {yopuy - floor:+d} over the floor" if style == "async" else ""
        report.append(
            f"full call, {workload}, {style}: {yopuy - baseline:+d} allocations over {against}{also} "
            f"(target: at most +{most})"
        )
        if yopuy - baseline > most:
            failures.append(report[-1])
for depth in range(1, 5):
    yopuy = counts[f"Composition, depth {depth}: Yopuy"]
    by_hand = counts[f"Composition, depth {depth}: by hand"]
    report.append(f"composition, depth {depth}: {yopuy} allocations, by hand {by_hand} (target: no more)")
    if yopuy > by_hand:
        failures.append(report[-1])
for payload in ("1 KB article", "list of 20"):
    envelope = counts[f"Envelope, {payload}: JSONEnvelope"]
    by_hand = counts[f"Envelope, {payload}: hand-written wrapper"]
    report.append(f"envelope, {payload}: {envelope} allocations, hand-written wrapper {by_hand} (target: no more)")
    if envelope > by_hand:
        failures.append(report[-1])

print("\n".join(report))
if failures:
    print("\nallocation targets missed:\n  " + "\n  ".join(failures))
    sys.exit(1)
print("allocation targets: all met")
