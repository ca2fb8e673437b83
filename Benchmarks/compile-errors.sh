#!/usr/bin/env bash
# Diagnostics of mistyped paths: type-checks, each in a file of its own, invalid paths of every
# common kind, and valid paths as controls. Three families:
#
# - by depth: paths of depth 4 to 6 with the mistake at one place (wrong order, a level skipped,
#   no root, a root resource or a second record of the same root as a child, a list or a write as
#   a parent, an ID on a singleton, an ID of the wrong type);
# - by place: paths of 6 levels with the mistake in the first, a middle and the last level (a
#   misspelt member, on a type or on a value (`c.shwo`), a wrong argument label, a wrong ID
#   type, a wrong number of composite ID parts, a number or a string as an operand, a write as a
#   parent, a child under the wrong parent, a verb the resource did not adopt);
# - pairs: two of those mistakes in one path of 5 or 6 levels, every pair of kinds (a kind with
#   itself too), side by side and apart; every error must be one of the two, and each of the two
#   must be named.
#
# For each it prints the seconds, the type checker's constraint scopes (from `-stats-output-dir`,
# the same on every run, unlike seconds on a shared machine) and its errors. Valid paths of 10
# levels are timed alone (`-debug-time-expression-type-checking`).
#
# It fails unless every invalid path fails with an error that names its mistake (never "unable
# to type-check this expression in reasonable time"), every valid path compiles, every case
# stays within 30 000 constraint scopes (100 000 for two mistakes; the deterministic gate), and,
# as a backstop on a shared machine, within 5 seconds. Needs the root package built (`swift build` in the root).
#
#   Benchmarks/compile-errors.sh                 # run and gate
#   Benchmarks/compile-errors.sh --timeout 120   # measure only: stop a case after 120 s, no gate
#   Benchmarks/compile-errors.sh --only pairs    # some families (depth place pairs); valid paths always
#   Benchmarks/compile-errors.sh --server        # each file also imports YopuyHummingbird, whose `/`
#                                                # overloads make shapes: the cost of those overloads
#                                                # in a server's file (needs IntegrationTests built)
set -euo pipefail
cd "$(dirname "$0")/.."
timeout=30
gate=1
families="depth place pairs"
server=0
while [ $# -gt 0 ]; do
    case $1 in
    --server)
        server=1
        shift
        ;;
    --timeout)
        timeout=$2
        gate=0
        shift 2
        ;;
    --only)
        families=$2
        shift 2
        ;;
    *)
        echo "usage: $0 [--timeout SECONDS] [--only 'depth place pairs'] [--server]" >&2
        exit 2
        ;;
    esac
done
modules="$(swift build --show-bin-path)/Modules"
extra=()
if [ "$server" = 1 ]; then
    # IntegrationTests' build, with the trait Hummingbird on, and the C modules of SwiftNIO that
    # Hummingbird's modules import (as .ci/docs finds them).
    bin=$(cd IntegrationTests && swift build --show-bin-path)
    modules="$bin/Modules"
    while IFS= read -r map; do
        extra+=("-Xcc" "-fmodule-map-file=$map")
    done < <(find "$bin" -maxdepth 2 -name module.modulemap; find IntegrationTests/.build/checkouts -path '*/include/module.modulemap')
    while IFS= read -r include; do
        extra+=("-Xcc" "-I" "-Xcc" "$include")
    done < <(find IntegrationTests/.build/checkouts -type d -path '*/Sources/*/include')
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$modules" "$work" "$timeout" "$gate" "$families" "$server" "${extra[@]}" <<'PY'
import glob, json, os, re, subprocess, sys, time

modules, work, timeout, gate = sys.argv[1], sys.argv[2], float(sys.argv[3]), sys.argv[4] == "1"
families = sys.argv[5].split()
server = sys.argv[6] == "1"
extra = sys.argv[7:]
# One mistake: at most 30 000 scopes (the worst, a wrong order of six levels, took 26 379 on
# 2026-11-27, once IsShowable's refusals stopped the type checker from also weighing the
# resource's subscript(dynamicMember:) for every `show`; 45 719 before).
MAX_SCOPES, MAX_SECONDS = 30_000, 5.0
# Two mistakes in one path are gated more loosely: 6 of the 126 paths take 47 000 to 89 000
# scopes (a number or a composite ID beside a child under the wrong parent, two numbers, a
# number beside a write as a parent); the rest stay under 45 000.
MAX_PAIR_SCOPES = 100_000

# A > B > C > D > E > F > G > H > I > J, each a child of the one before; Z another root
# resource; S a singleton under C, with T under S and U under T; P > Q > R > V > W > X with IDs of
# two parts; K > L > M > N > O > Y, which can only be read (no IsAddressable, no writes).
models = """import Foundation
import Yopuy
""" + ("import YopuyHummingbird\n" if server else "") + """
struct A: RootResource, IsRESTful, DecodesJSON, Codable { static let path = "a"; let id: Int }
struct B: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = A; static let path = "b"; let id: Int }
struct C: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = B; static let path = "c"; let id: Int }
struct D: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = C; static let path = "d"; let id: Int }
struct E: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = D; static let path = "e"; let id: Int }
struct F: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = E; static let path = "f"; let id: Int }
struct G: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = F; static let path = "g"; let id: Int }
struct Z: RootResource, IsRESTful, DecodesJSON, Codable { static let path = "z"; let id: Int }
struct S: SingularChildResource, IsShowable, DecodesJSON, Codable { typealias Parent = C; static let path = "s" }
struct T: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = S; static let path = "t"; let id: Int }
struct U: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = T; static let path = "u"; let id: Int }
struct H: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = G; static let path = "h"; let id: Int }
struct I: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = H; static let path = "i"; let id: Int }
struct J: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = I; static let path = "j"; let id: Int }
"""
for names, parent in (("PQRVWX", None), ("KLMNOY", None)):
    for index, name in enumerate(names):
        shape = "RootResource" if index == 0 else "ChildResource"
        parent = "" if index == 0 else f"typealias Parent = {names[index - 1]}; "
        if names == "PQRVWX":
            models += (f"struct {name}: {shape}, IsRESTful, DecodesJSON, Codable {{ {parent}typealias ID = "
                       f"CompositeID<String, Int>; static let path = \"{name.lower()}\"; "
                       f"var id: ID {{ CompositeID(\"{name.lower()}\", {index + 1}) }} }}\n")
        else:
            models += (f"struct {name}: {shape}, IsShowable, IsListable, DecodesJSON, Codable {{ {parent}"
                       f"static let path = \"{name.lower()}\"; let id: Int }}\n")

def show(name, number):
    return f"{name}.show({number})"

def chain(names):
    return [show(name, number) for number, name in enumerate(names, start=1)]

def levels(depth):
    return list("ABCDEFG")[:depth]

def wrong_order(depth):
    names = levels(depth)
    names[depth - 3], names[depth - 2] = names[depth - 2], names[depth - 3]
    return chain(names)

def skipped(depth):
    return chain([name for name in levels(depth + 1) if name != "C"])

def no_root(depth):
    return chain(list("BCDEFG")[:depth])

def root_as_child(depth):
    parts = chain(levels(depth - 1))
    return parts[:2] + ["Z.show(9)"] + parts[2:]

def same_root(depth):
    return chain(["A"] + levels(depth - 1))

def replaced(depth, index, text):
    parts = chain(levels(depth))
    parts[index] = text
    return parts

def singleton_id(depth):
    after = [show(name, number) for number, name in enumerate("TU", start=5)]
    return chain(list("ABC")) + ["S.show(4)"] + after[: depth - 4]

# kind: (paths by depth, what one of its errors must say)
kinds = {
    "valid": (lambda depth: chain(levels(depth)), None),
    "wrong order": (wrong_order, r"only under one record of its own Parent"),
    "level skipped": (skipped, r"only under one record of its own Parent"),
    "no root": (no_root, r"in a path that starts at a root resource"),
    "root resource as child": (root_as_child, r"a root resource's path starts a path and never goes after '/'"),
    "same root twice": (same_root, r"not even under a record of its own resource"),
    "list as parent": (lambda depth: replaced(depth, 2, "C.list"), r"never under a list"),
    "write as parent": (lambda depth: replaced(depth, 2, "C.delete(3)"), r"never under a write"),
    "ID on a singleton": (singleton_id, r"a singleton takes no ID"),
    "wrong ID type": (lambda depth: replaced(depth, 2, 'C.show("3")'), r"the ID is not of this resource's ID type"),
}

def composite(names):
    return [f'{name}.show("{name.lower()}", {number})' for number, name in enumerate(names, start=1)]

def at(place, parts, text):
    parts = list(parts)
    parts[place] = text(place)
    return parts

# kind: (the six-level path with the mistake at a place, what one of its errors must say); the
# places are the first level (0), a middle one (2) and the last (5).
placed = {
    "misspelt member": (lambda place: at(place, chain(levels(6)), lambda i: f"{'ABCDEF'[i]}.shwo({i + 1})"),
                        r"no member of this name: is it misspelt"),
    "misspelt member on a value": (lambda place: at(place, chain(levels(6)), lambda i: f"{'abcdef'[i]}.shwo"),
                                   r"no property or member of this name on this record: is it misspelt"),
    "wrong argument label": (lambda place: at(place, chain(levels(6)), lambda i: f"{'ABCDEF'[i]}.show(id: {i + 1})"),
                             r"an ID goes without a label"),
    "wrong ID type": (lambda place: at(place, chain(levels(6)), lambda i: f'{"ABCDEF"[i]}.show("{i + 1}")'),
                      r"the ID is not of this resource's ID type"),
    "composite ID parts": (lambda place: at(place, composite("PQRVWX"), lambda i: f'{"PQRVWX"[i]}.show("x")'),
                           r"for a CompositeID: its parts, in order"),
    "number as operand": (lambda place: at(place, chain(levels(6)), lambda i: f"{i + 1}"),
                          r"'/' composes paths only"),
    "write as parent": (lambda place: at(min(place, 4), chain(levels(6)), lambda i: f"{'ABCDEF'[i]}.delete({i + 1})"),
                        r"never under a write"),
    "wrong parent": (lambda place: at(place, chain(levels(6)), lambda i: f"{'BCDEGH'[i]}.show({i + 1})"),
                     r"only under one record of its own Parent"),
    "verb not adopted": (lambda place: at(place, chain(list("KLMNOY")),
                                          lambda i: f"{'KLMNOY'[i]}.{'replace' if i == 5 else 'at'}({i + 1})"),
                         r"did not adopt the capability that adds this verb"),
}

# Two mistakes in one path: every pair of the kinds above (a kind with itself too), at depth 5
# (the second and the fourth level) and at depth 6 (the second and the fifth, then the third and
# the fourth, side by side). Each kind is spelt for the chain it needs: IDs of two parts for
# "composite ID parts", the chain that can only be read for "verb not adopted"; a pair that
# needs both chains, or a write on the chain that cannot write, cannot be written and is left
# out. Every error the path makes must be one of the two kinds' own, and both must be named.
chains = {
    "plain": ("ABCDEFG", lambda i: f"{i + 1}"),
    "composite": ("PQRVWX", lambda i: f'"{"pqrvwx"[i]}", {i + 1}'),
    "read-only": ("KLMNOY", lambda i: f"{i + 1}"),
}

def spelt(kind, chain, i):
    names, arguments = chains[chain]
    name, argument = names[i], arguments(i)
    return {
        "misspelt member": f"{name}.shwo({argument})",
        "misspelt member on a value": f"{name.lower()}.shwo",
        "wrong argument label": f"{name}.show(id: {argument})",
        "wrong ID type": f'{name}.show("{i + 1}")' if chain != "composite" else None,
        "composite ID parts": f'{name}.show("x")' if chain == "composite" else None,
        "number as operand": f"{i + 1}",
        "write as parent": f"{name}.delete({argument})" if chain != "read-only" else None,
        "wrong parent": f"{names[i + 1]}.show({arguments(i + 1)})",
        "verb not adopted": f"{name}.at({argument})" if chain == "read-only" else None,
    }[kind]

def paired(first, second, places, depth):
    wanted = {first, second}
    if "composite ID parts" in wanted and "verb not adopted" in wanted:
        return None
    chain = "composite" if "composite ID parts" in wanted else "read-only" if "verb not adopted" in wanted else "plain"
    names, arguments = chains[chain]
    parts = [f"{name}.show({arguments(i)})" for i, name in enumerate(names[:depth])]
    for kind, place in zip((first, second), places):
        text = spelt(kind, chain, place)
        if text is None:
            return None
        parts[place] = text
    return " / ".join(parts)

def errors(output):
    found = []
    for line in output.splitlines():
        match = re.search(r"error: (.*)", line)
        if match and match.group(1) not in found:
            found.append(match.group(1))
    return found

def typecheck(file):
    stats = file + ".stats"
    os.makedirs(stats, exist_ok=True)
    for old in glob.glob(stats + "/*.json"):
        os.remove(old)
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-diagnostic-style=llvm", "-I", modules, file,
               "-Xfrontend", "-stats-output-dir", "-Xfrontend", stats] + extra
    start = time.monotonic()
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, time.monotonic() - start, None, f"(stopped after {timeout:.0f} s)"
    seconds = time.monotonic() - start
    found = glob.glob(stats + "/*.json")
    scopes = sum(json.load(open(path)).get("Sema.NumConstraintScopes", 0) for path in found) if found else None
    return result.returncode, seconds, scopes, result.stdout + result.stderr

failures = []
values = ", ".join(f"{name.lower()}: {name}" for name in "ABCDEFPQRVWXKLMNOY")

def check(kind, where, expression, expected, only=None, most=MAX_SCOPES):
    global failures
    file = os.path.join(work, re.sub(r"[^a-z0-9]+", "-", f"{kind} {where}") + ".swift")
    with open(file, "w") as source:
        source.write(models + f"\nfunc path({values}) {{\n    _ = {expression}\n}}\n")
    status, seconds, scopes, output = typecheck(file)
    if status is not None and seconds > MAX_SECONDS:
        # A shared machine can be busy: the backstop counts the best of three runs.
        for _ in range(2):
            status, again, scopes, output = typecheck(file)
            seconds = min(seconds, again)
    found = errors(output) if status is not None else [output]
    shown = "<br>".join(found)
    print(f"| `{expression}` ({kind}) | {where} | {seconds:.2f} | {scopes if scopes is not None else '-'} | {shown} |",
          flush=True)
    problems = []
    if status is None:
        problems.append("did not finish")
    elif expected is None:
        if status != 0:
            problems.append("does not compile:\n" + output)
    else:
        if status == 0:
            problems.append("compiles")
        elif "reasonable time" in output:
            problems.append("ends in 'unable to type-check this expression in reasonable time'")
        elif isinstance(expected, list) and not all(any(re.search(one, error) for error in found) for one in expected):
            problems.append(f"not every mistake is named (/{'/, /'.join(expected)}/):\n" + output)
        elif isinstance(expected, str) and not any(re.search(expected, error) for error in found):
            problems.append(f"no error says /{expected}/:\n" + output)
        elif only is not None and not all(re.search(only, error) for error in found):
            problems.append(f"an error is not one of the mistakes made:\n" + output)
    if scopes is not None and scopes > most:
        problems.append(f"{scopes} constraint scopes (at most {most})")
    if seconds > MAX_SECONDS:
        problems.append(f"{seconds:.2f} s (at most {MAX_SECONDS:.0f} s)")
    failures += [f"{kind}, {where}: {problem}" for problem in problems]
    return seconds

print(f"| case | depth or place | seconds | scopes | errors |")
print(f"| --- | --- | --- | --- | --- |")
slowest = (0.0, "")
slowest_pair = (0.0, "")
for kind, (paths, expected) in kinds.items() if "depth" in families else ():
    for depth in (4, 5, 6):
        seconds = check(kind, f"depth {depth}", " / ".join(paths(depth)), expected)
        if expected is not None:
            slowest = max(slowest, (seconds, f"{kind}, depth {depth}"))
for kind, (paths, expected) in placed.items() if "place" in families else ():
    for place, name in ((0, "first of 6"), (2, "middle of 6"), (5, "last of 6")):
        seconds = check(kind, name, " / ".join(paths(place)), expected)
        slowest = max(slowest, (seconds, f"{kind}, {name}"))
pair_kinds = list(placed) if "pairs" in families else []
pairs_left_out, pairs_checked = 0, 0
for index, first in enumerate(pair_kinds):
    for second in pair_kinds[index:]:
        for depth, places in ((5, (1, 3)), (6, (1, 4)), (6, (2, 3))):
            expression = paired(first, second, places, depth)
            if expression is None:
                pairs_left_out += 1
                continue
            either = "|".join(f"(?:{placed[kind][1]})" for kind in (first, second))
            where = f"depth {depth}, levels {places[0] + 1} and {places[1] + 1}"
            seconds = check(f"{first} + {second}", where, expression, [placed[first][1], placed[second][1]],
                            only=either, most=MAX_PAIR_SCOPES)
            pairs_checked += 1
            slowest_pair = max(slowest_pair, (seconds, f"{first} + {second}, {where}"))
check("valid", "10 levels", " / ".join(chain(list("ABCDEFGHIJ"))), None)
check("valid", "6 levels, composite IDs", " / ".join(composite("PQRVWX")), None)
check("valid", "6 levels from values", " / ".join(f"{name}.show" for name in "abcdef"), None)

# Ten levels, timed alone: the type checker's time for the body of a function that holds only
# that path, after a warm-up function has loaded what every path needs.
file = os.path.join(work, "ten-levels.swift")
with open(file, "w") as source:
    source.write(models + "\nfunc warmUp() {\n    _ = A.show(1) / B.show(2)\n}\n"
                 + "\nfunc tenLevels() {\n    _ = " + " / ".join(chain(list("ABCDEFGHIJ"))) + "\n}\n")
result = subprocess.run(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, file,
                         "-Xfrontend", "-debug-time-function-bodies"] + extra,
                        capture_output=True, text=True, timeout=timeout)
times = [float(match) for match in re.findall(r"^([0-9.]+)ms\t.*tenLevels\(\)", result.stdout + result.stderr, re.M)]
ten = max(times) if times else None
if pair_kinds:
    print(f"\ntwo mistakes in one path: {pairs_checked} paths checked, {pairs_left_out} left out (cannot be "
          f"written); slowest: {slowest_pair[1]}, {slowest_pair[0]:.2f} s")
print(f"\nslowest mistake: {slowest[1]}, {slowest[0]:.2f} s; a valid path of 10 levels: "
      f"{f'{ten:.1f} ms' if ten is not None else 'not measured'} of type-checking")
if ten is None:
    failures.append("the 10-level path's type-checking time was not printed")
elif ten > 50:
    failures.append(f"a valid path of 10 levels took {ten:.1f} ms to type-check (at most 50 ms)")

if failures:
    print("\n".join(["", "compile-errors: " + ("FAILED" if gate else "measured, not gated")] + failures),
          file=sys.stderr)
    sys.exit(1 if gate else 0)
print(f"\ncompile-errors: every invalid path names its mistake, within {MAX_SCOPES} constraint "
      f"scopes and {MAX_SECONDS:.0f} s: met")
PY
