#!/usr/bin/env bash
# Compile cost of a whole real API: GitHub's REST API, 1 015 routes, declared with Yopuy and said
# as typed paths, against a floor that declares the same models as plain Codable structs and
# builds the same URLs by string interpolation. Benchmarks/full-api.py writes both modules from
# the route list (see its docstring for how each level becomes a declaration).
#
# For each module it measures, with swiftc against the root package's built modules (one
# frontend process, -wmo, so that time and memory are the module's alone and repeat):
#   - the clean debug build of the module's object (-c -Onone -g), median of three, and of the
#     models alone (the routes' share is the difference);
#   - type-checking (-typecheck -wmo), median of three, and of the models alone;
#   - peak compiler memory (maximum resident set size from /usr/bin/time -v);
#   - the object's size (bytes, and `size`'s text);
# then where the Yopuy module's time goes: the frontend's phases (-stats-output-dir), the type
# checker's constraint scopes for the routes and the models, its function bodies by file and the
# slowest ones (-debug-time-function-bodies), and the expressions that take a millisecond or more
# (-warn-long-expression-type-checking=1). In Swift 6.3 on Linux -debug-time-expression-type-checking
# prints nothing, and -driver-time-compilation nothing for this one -wmo job: not used.
#
# Every run also verifies: each module is built into a small executable that compares the method
# and path of every route with the route's text (each {parameter} replaced by the value passed),
# and the run fails on any mismatch or any route the generator could not say.
#
#   Benchmarks/full-api.sh              # measure and verify (about 7 minutes on 2 cores)
#   Benchmarks/full-api.sh --quick      # generate, type-check both modules once, verify (CI)
#   Benchmarks/full-api.sh --verify     # generate and verify only
#   Benchmarks/full-api.sh --optional   # with any of the above: exit 0 if the route list is missing
#   Benchmarks/full-api.sh --keep DIR   # write the generated sources to DIR and keep them
#
# The route list is ../shared/routes/github-rest-routes.txt beside the repository (as CI has it),
# or the file named by FULL_API_ROUTES. Needs the root package built (`swift build` in the root,
# or at least `swift build --target Yopuy`; the script builds that target if it is missing).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

mode=full
optional=0
keep=""
while [ $# -gt 0 ]; do
    case $1 in
    --quick) mode=quick ;;
    --verify) mode=verify ;;
    --optional) optional=1 ;;
    --keep)
        keep=$2
        shift
        ;;
    *)
        echo "usage: $0 [--quick | --verify] [--optional] [--keep DIR]" >&2
        exit 2
        ;;
    esac
    shift
done

routes=${FULL_API_ROUTES:-$root/../shared/routes/github-rest-routes.txt}
if [ ! -f "$routes" ]; then
    echo "full-api: no route list at $routes (set FULL_API_ROUTES, or put shared/ beside the repository)" >&2
    if [ "$optional" = 1 ]; then
        echo "full-api: skipped (--optional)"
        exit 0
    fi
    exit 1
fi

bin=$(swift build --show-bin-path)
if [ ! -f "$bin/Modules/Yopuy.swiftmodule" ] || ! ls "$bin"/Yopuy.build/*.o >/dev/null 2>&1; then
    swift build --target Yopuy
fi
modules="$bin/Modules"

if [ -n "$keep" ]; then
    mkdir -p "$keep"
    work=$(cd "$keep" && pwd)
else
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
fi
python3 Benchmarks/full-api.py "$routes" "$work"
if grep -q '^not said:' "$work/report.txt"; then
    echo "full-api: some routes cannot be said with Yopuy (above)" >&2
    exit 1
fi
yopuy=("$work/yopuy/Models.swift" "$work/yopuy/Routes.swift")
floor=("$work/floor/Models.swift" "$work/floor/Routes.swift")
swift=(swiftc -swift-version 6 -I "$modules")

# Builds each module with main.swift into an executable and compares its routes with their text.
verify() {
    echo
    echo "verify: every route's method and path against its text"
    "${swift[@]}" "${yopuy[@]}" "$work/main.swift" "$bin"/Yopuy.build/*.o -o "$work/verify-yopuy" \
        >"$work/verify.log" 2>&1 || {
        cat "$work/verify.log" >&2
        echo "full-api: the Yopuy module does not build" >&2
        exit 1
    }
    "${swift[@]}" "${floor[@]}" "$work/main.swift" -o "$work/verify-floor" >"$work/verify.log" 2>&1 || {
        cat "$work/verify.log" >&2
        echo "full-api: the floor module does not build" >&2
        exit 1
    }
    local failed=0 name
    for name in yopuy floor; do
        "$work/verify-$name" <"$work/expected.tsv" >"$work/verify-$name.txt"
        printf '  %s: %s\n' "$name" "$(tail -1 "$work/verify-$name.txt")"
        if grep -q '^mismatch' "$work/verify-$name.txt"; then
            grep '^mismatch' "$work/verify-$name.txt" | head -20 >&2
            failed=1
        fi
    done
    [ "$failed" = 0 ] || {
        echo "full-api: some paths differ from their routes (above)" >&2
        exit 1
    }
}

# Prints the seconds a command takes; fails, with its output, if it fails.
timed() {
    local start end
    start=$(date +%s.%N)
    if ! "$@" >"$work/log" 2>&1; then
        cat "$work/log" >&2
        echo "full-api: failed: $*" >&2
        exit 1
    fi
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

if [ "$mode" = verify ]; then
    verify
    exit 0
fi

if [ "$mode" = quick ]; then
    echo
    printf 'type-check (one run): Yopuy %.2f s, floor %.2f s\n' \
        "$(timed "${swift[@]}" -typecheck -module-name GitHubYopuy "${yopuy[@]}")" \
        "$(timed "${swift[@]}" -typecheck -module-name GitHubFloor "${floor[@]}")"
    verify
    exit 0
fi

if [ ! -x /usr/bin/time ]; then
    (apt-get update -qq && apt-get install -y -qq time) >/dev/null
fi

# One measured compile: "seconds max-RSS-KiB", via /usr/bin/time -v.
measure() {
    local out
    if ! /usr/bin/time -v -o "$work/time.txt" "$@" >"$work/log" 2>&1; then
        cat "$work/log" >&2
        echo "full-api: failed: $*" >&2
        exit 1
    fi
    python3 - "$work/time.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
clock = re.search(r"Elapsed \(wall clock\) time .*: (?:(\d+):)?(\d+):(\d+(?:\.\d+)?)", text)
hours, minutes, seconds = clock.groups()
total = int(hours or 0) * 3600 + int(minutes) * 60 + float(seconds)
rss = re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)
print(f"{total:.2f} {rss}")
PY
}

# A clean debug build of one module (name, then files): its object, in one frontend process.
# (With -emit-module the driver adds two jobs, the module's own emission, which SwiftPM runs
# beside the compile, and on Linux a -modulewrap job that wants the same -o: left out.)
build() {
    local name=$1
    shift
    echo "${swift[@]}" -module-name "$name" -parse-as-library -wmo -Onone -g -c "$@" -o "$work/out/$name.o"
}

mkdir -p "$work/out"
results="$work/results.txt"
: >"$results"
# Each measurement is taken of Yopuy and then at once of the floor, so that the two sides of one
# ratio see the same machine: a shared machine's speed here drifts by up to 1.8x within minutes.
for run in 1 2 3; do
    for what in typecheck models modelsbuild build; do
        for name in yopuy floor; do
            if [ "$name" = yopuy ]; then files=("${yopuy[@]}") module=GitHubYopuy; else files=("${floor[@]}") module=GitHubFloor; fi
            rm -f "$work/out/$module".*
            case $what in
            typecheck) result=$(measure "${swift[@]}" -typecheck -wmo -module-name $module "${files[@]}") ;;
            models) result=$(measure "${swift[@]}" -typecheck -wmo -module-name $module "${files[0]}") ;;
            modelsbuild) result=$(measure $(build $module "${files[0]}")) ;;
            build) result=$(measure $(build $module "${files[@]}")) ;;
            esac
            echo "$name $what $result" >>"$results"
            if [ "$what" = build ]; then
                echo "$name object $(stat -c %s "$work/out/$module.o") $(size "$work/out/$module.o" | awk 'NR == 2 {print $1}')" \
                    >>"$results"
            fi
        done
    done
    echo "full-api: run $run of 3 done" >&2
done

# Where the time goes: one more build and type-check of each module, with the frontend's counters.
for name in yopuy floor; do
    if [ "$name" = yopuy ]; then files=("${yopuy[@]}") module=GitHubYopuy; else files=("${floor[@]}") module=GitHubFloor; fi
    mkdir -p "$work/stats-$name-build" "$work/stats-$name-check" "$work/stats-$name-models"
    $(build $module "${files[@]}") -Xfrontend -stats-output-dir -Xfrontend "$work/stats-$name-build" \
        >/dev/null 2>&1
    "${swift[@]}" -typecheck -wmo -diagnostic-style=llvm -module-name $module "${files[@]}" \
        -Xfrontend -debug-time-function-bodies -Xfrontend -warn-long-expression-type-checking=1 \
        -Xfrontend -stats-output-dir -Xfrontend "$work/stats-$name-check" >"$work/timers-$name.txt" 2>&1
    "${swift[@]}" -typecheck -wmo -module-name $module "${files[0]}" -Xfrontend -stats-output-dir \
        -Xfrontend "$work/stats-$name-models" >/dev/null 2>&1
done

verify

python3 - "$work" "$(wc -l <"$work/expected.tsv")" <<'PY'
import glob, json, re, statistics, sys
from collections import defaultdict

work, count = sys.argv[1], int(sys.argv[2])
runs = defaultdict(list)
for line in open(f"{work}/results.txt"):
    name, what, first, second = line.split()
    runs[name, what].append((float(first), int(second)))

def median(name, what, index):
    return statistics.median(value[index] for value in runs[name, what])

def paired(what, index):
    """The median of each run's own ratio: Yopuy and the floor were measured back to back, so a
    machine whose speed drifts between runs moves both sides of a run together."""
    return statistics.median(yopuy[index] / floor[index] for yopuy, floor in zip(runs["yopuy", what], runs["floor", what]))

def stats(folder):
    """The frontend's counters, summed over its processes (and timers taken from the one)."""
    total = defaultdict(float)
    for path in glob.glob(f"{work}/{folder}/*.json"):
        for key, value in json.load(open(path)).items():
            total[key] += value
    return total

print()
print(open(f"{work}/report.txt").read().split("\nsaid with")[0].strip())
print()
print("| median of 3 | Yopuy | floor | Yopuy / floor | median of the runs' own ratios |")
print("| --- | --- | --- | --- | --- |")
rows = [("clean debug build (-c -Onone -g -wmo)", "build", 0, "{:.2f} s"),
        ("clean debug build, the models alone", "modelsbuild", 0, "{:.2f} s"),
        ("type-check", "typecheck", 0, "{:.2f} s"),
        ("type-check, the models alone", "models", 0, "{:.2f} s"),
        ("peak memory, build", "build", 1, "{:.0f} MiB"),
        ("peak memory, type-check", "typecheck", 1, "{:.0f} MiB")]
for label, what, index, form in rows:
    yopuy, floor = median("yopuy", what, index), median("floor", what, index)
    if index == 1:
        yopuy, floor = yopuy / 1024, floor / 1024
    print(f"| {label} | {form.format(yopuy)} | {form.format(floor)} | {yopuy / floor:.2f}× | {paired(what, index):.2f}× |")
for label, index in (("object file", 0), ("object text (`size`)", 1)):
    yopuy, floor = runs["yopuy", "object"][0][index], runs["floor", "object"][0][index]
    print(f"| {label} | {yopuy / 2**20:.1f} MiB | {floor / 2**20:.1f} MiB | {yopuy / floor:.2f}× | |")
spread = {key: ", ".join(f"{value[0]:.2f}" for value in values) for key, values in runs.items()}
print("\nevery run (seconds): " + "; ".join(f"{name} {what}: {spread[name, what]}" for name, what in runs
                                          if what != "object"))

print("\nfrontend phases of the build (seconds; -stats-output-dir):")
phases = ["Type checking and Semantic analysis", "SILGen", "SIL optimization", "IRGen"]
for name in ("yopuy", "floor"):
    data = stats(f"stats-{name}-build")
    total = next(value for key, value in data.items() if key.startswith("time.swift-frontend.") and key.endswith(".wall"))
    parts = {phase: data.get(f"time.swift.{phase}.wall", 0.0) for phase in phases}
    parts["LLVM, the rest"] = total - sum(parts.values())
    print(f"  {name}: total {total:.1f}: " + ", ".join(f"{phase} {value:.1f}" for phase, value in parts.items())
          + f"; SIL functions {data['SILModule.NumSILGenFunctions']:.0f}, witness tables "
          f"{data['SILModule.NumSILGenWitnessTables']:.0f}")

print("\nconstraint scopes (the type checker's work, the same on every run):")
for name in ("yopuy", "floor"):
    whole = int(stats(f"stats-{name}-check")["Sema.NumConstraintScopes"])
    models = int(stats(f"stats-{name}-models")["Sema.NumConstraintScopes"])
    print(f"  {name}: {whole} in all, {models} for the models, {whole - models} for the {count} routes "
          f"({(whole - models) / count:.1f} a route)")

for name in ("yopuy", "floor"):
    text = open(f"{work}/timers-{name}.txt").read()
    sources = {path.rsplit("/", 1)[-1]: open(path).read().splitlines() for path in glob.glob(f"{work}/{name}/*.swift")}
    bodies = [(float(ms), path.rsplit("/", 1)[-1], what) for ms, path, what in
              re.findall(r"^(\d+\.\d+)ms\t(\S+?):\d+:\d+\t(.*)$", text, re.M)]
    by_file = defaultdict(float)
    for ms, file, what in bodies:
        by_file[file] += ms
    slow = [(int(ms), path.rsplit("/", 1)[-1], int(line)) for path, line, ms in
            re.findall(r"^(\S+?):(\d+):\d+: warning: expression took (\d+)ms", text, re.M)]
    print(f"\n{name}: function bodies type-checked in {sum(by_file.values()) / 1000:.2f} s ("
          + ", ".join(f"{file} {ms / 1000:.2f} s" for file, ms in sorted(by_file.items())) + ")")
    print("  slowest bodies: " + "; ".join(f"{what.split('@')[0].split('.')[-1]} {ms:.0f} ms"
                                          for ms, file, what in sorted(bodies, reverse=True)[:4]))
    print(f"  expressions of 1 ms or more: {len(slow)}, {sum(ms for ms, _, _ in slow)} ms in all; the slowest:")
    for ms, file, line in sorted(slow, reverse=True)[:5]:
        print(f"    {ms:3d} ms  {sources[file][line - 1].strip()[:110]}")
PY
