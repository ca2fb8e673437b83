#!/usr/bin/env python3
"""Checks the allocation targets of BENCHMARKS.md against a run of the Allocations suite, or of
the gate's `allocation-counts` runner.

Usage: swift package benchmark --target Allocations --no-progress --format markdown > run.md
       python3 check-allocations.py run.md
   or: YOPUY_BENCHMARK_GATE=1 swift build -c release && .build/release/allocation-counts > run.txt
       python3 check-allocations.py run.txt      (what .ci/run does, #62)

The suite counts each sample's calls in a task of its own; allocation-counts counts calls after
the first, in one task, by the difference of two runs. Both count the floor the same way as the
contenders, so every target below, a difference from the floor or from a hand-written
baseline, means the same with either.

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
  - a call through middleware allocates no more over the 1 KB article's floor than it did when
    issue #51 was closed: the table `MIDDLEWARE` below (each row's count then, less the floor);
  - composing a path allocates no more than building the same string by hand;
  - unwrapping records with a resource's JSONEnvelope allocates no more than a hand-written
    wrapper struct, for one article and for a list of 20 (issue #25).
"""
import re
import sys

# The 1 KB article through middleware: the most allocations over the hand-written floor, callback
# and async, that a call may make. Each is what the row measured at issue #51's end; lower one
# when a change takes an allocation off, never raise one without saying why in BENCHMARKS.md.
MIDDLEWARE = {
    ", through LogCalls, unread": (8, 7),
    ", through MeasureCalls, unread": (8, 7),
    ", through TraceCalls, unread": (8, 7),
    ", through LogCalls, MeasureCalls and TraceCalls, unread": (10, 16),
    ", through LogExchanges": (22, 12),
    ", through Retry, Authentication and ETagCache": (29, 19),
    " with an ETag, through Retry, Authentication and ETagCache": (33, 23),
}

# The same rows as allocation-counts counts them (#62): calls after a task's first, so an async
# call no longer takes the blocks of a task's first awaits. Callback calls count what the suite
# counted; async calls, what each row measured when the gate moved to it. The same rule: lower
# one when a change takes an allocation off, never raise one without saying why.
MIDDLEWARE_COUNTED = {
    ", through LogCalls, unread": (8, 0),
    ", through MeasureCalls, unread": (8, 0),
    ", through TraceCalls, unread": (8, 0),
    ", through LogCalls, MeasureCalls and TraceCalls, unread": (10, 0),
    ", through LogExchanges": (22, 5),
    ", through Retry, Authentication and ETagCache": (29, 3),
    " with an ETag, through Retry, Authentication and ETagCache": (33, 7),
}

counts = {}
name = None
for line in open(sys.argv[1]).read().split("\n"):
    heading = re.match(r"^#+ (.+)$", line.strip())
    counted = re.match(r"^((?:Full call|Composition|Envelope), .+): (-?[0-9]+(?:\.[0-9]+)?)$", line.strip())
    if heading:
        name = heading.group(1)
    elif counted:  # allocation-counts: NAME: COUNT
        counts[counted.group(1)] = round(float(counted.group(2)))
        MIDDLEWARE = MIDDLEWARE_COUNTED
    elif name and "Malloc (total)" in line:
        cells = [cell.strip() for cell in line.split("|") if cell.strip()]
        counts[name] = int(cells[3].replace(",", ""))  # p50

failures, report = [], []
if counts.get("Full call, 1 KB article: hand-written floor", 0) <= 0:
    sys.exit("check-allocations: the floor's article allocated nothing: the run counted no allocation")
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
floor = counts["Full call, 1 KB article: hand-written floor"]
for middleware, most in MIDDLEWARE.items():
    for style, allowed in zip(("callback", "async"), most):
        extra = counts[f"Full call, 1 KB article{middleware}: Yopuy, {style}"] - floor
        report.append(f"full call, 1 KB article{middleware}, {style}: {extra:+d} allocations over the floor (target: at most +{allowed})")
        if extra > allowed:
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
