#!/usr/bin/env bash
# Build cost of a scaffolded client against swift-openapi-generator's, same document, same machine,
# one run, interleaved (issue #36): OpenAI's OpenAPI description, said by `yopuy-scaffold` as Yopuy
# declarations, against the generator's Types + Client for it.
#
# The generator's output for the whole document does not compile (13 distinct errors in 1.14.3),
# so the two are compared on the largest subset of operations for which it does: every operation
# but the six in EXCLUDED below, each of which has an error of its own in the generated code.
# Benchmarks/openai-subset.py mends the document as the generator needs it (the 9 places it
# refuses at parse time) and prunes it to the kept paths and the components they reach; both
# contenders are given that same pruned document. Ours is also measured on the whole document.
#
# How:
#   1. builds yopuy-scaffold (release, Scaffold/) and swift-openapi-generator (debug, by
#      Benchmarks/regenerate-client.sh --tool), and prints how long each generation takes (not counted);
#   2. unless --no-whole-check, generates the generator's code for the whole mended document and
#      builds it once, expecting it to fail, and prints its distinct errors;
#   3. writes two throwaway packages under Benchmarks/.build-scaffold-vs-generator/: `generator`
#      (target OpenAIGenerated: Types + Client, internal, on swift-openapi-runtime) and `scaffold`
#      (targets OpenAISubset and OpenAIWhole, on Yopuy by path), Swift 6 language mode both;
#   4. builds their dependencies (OpenAPIRuntime and its own; Yopuy) once, with the same flags,
#      and prints the time of each (not counted);
#   5. then, --rounds times (2 unless told), in turn: the generator's module, ours on the subset,
#      ours on the whole document. Each is a clean debug build of that module alone: its objects,
#      incremental state, .swiftmodule and the index store are removed, and
#      `swift build --target NAME -Xswiftc -stats-output-dir` is run under /usr/bin/time -v.
#
# Measured, for each build:
#   - wall: seconds of the whole `swift build --target` (2 jobs on 2 cores);
#   - type-check: the frontend's "Type checking and Semantic analysis" phase, wall seconds summed
#     over the module's frontend processes (its batch jobs and its emit-module job), from
#     -stats-output-dir; and the frontend processes' whole time, summed the same way;
#   - peak memory: the largest resident set of any one process of the build (/usr/bin/time -v's
#     maximum resident set size: a swift-frontend), and the largest sum of the module's
#     swift-frontend processes alive at once (sampled every 0.2 s from /proc);
#   - size: the module's object files (*.o in NAME.build, debug, with DWARF) and its .swiftmodule.
#
#   Benchmarks/scaffold-vs-generator.sh                  # all of it (40 to 50 minutes on 2 cores)
#   Benchmarks/scaffold-vs-generator.sh --rounds 3
#   Benchmarks/scaffold-vs-generator.sh --no-whole-check # skip step 2 (5 to 8 minutes less)
#
# The document is ../shared/apis/openai-openapi.json.xz beside the repository, or the file named
# by OPENAI_DOC (JSON, or .xz of it). SCAFFOLD and GENERATOR may name built binaries of the two
# tools (for example a scaffold built from another commit), instead of building them here.
# Results are in Benchmarks/.build-scaffold-vs-generator/results.tsv, one line a build, and the
# medians are printed at the end. Not run by CI: it takes long and measures, it does not gate.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
rounds=2
whole_check=1
while [ $# -gt 0 ]; do
    case $1 in
    --rounds)
        rounds=$2
        shift
        ;;
    --no-whole-check) whole_check=0 ;;
    *)
        echo "usage: $0 [--rounds N] [--no-whole-check]" >&2
        exit 2
        ;;
    esac
    shift
done

# The operations whose generated code does not compile (swift-openapi-generator 1.14.3), with
# the errors they cause; every other operation of the 288 is kept.
EXCLUDED=(
    # query parameter `metadata` is `$ref: Metadata` (anyOf: a string map, null); the generator
    # writes no Components.Schemas.Metadata ("'Metadata' is not a member type"), and the Query
    # struct holding it is then neither Equatable nor Hashable, and `T` cannot be inferred
    listChatCompletions
    # multipart part `chunking_strategy` (anyOf: [anyOf: "auto", VadConfig], null): its
    # bodyPayload names a Value2Payload it never declares, and so is not Equatable nor Hashable
    createTranscription
    # the request body's schema is given for both application/json and multipart/form-data; the
    # generator makes it a multipart type, which is not Encodable, and sends it as JSON
    CreateContainerFile
    CreateVideoRemix
    CreateSkill
    CreateSkillVersion
)

doc=${OPENAI_DOC:-$root/../shared/apis/openai-openapi.json.xz}
if [ ! -f "$doc" ]; then
    echo "scaffold-vs-generator: no document at $doc (set OPENAI_DOC)" >&2
    exit 1
fi
work="$root/Benchmarks/.build-scaffold-vs-generator"
mkdir -p "$work/docs"
case $doc in
*.xz) xz -dc "$doc" >"$work/docs/openai.json" ;;
*) cp "$doc" "$work/docs/openai.json" ;;
esac

seconds() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$@"; }

echo "== the documents"
python3 Benchmarks/openai-subset.py "$work/docs/openai.json" "$work/docs/whole.json"
excluded=$(IFS=,; echo "${EXCLUDED[*]}")
python3 Benchmarks/openai-subset.py "$work/docs/openai.json" "$work/docs/subset.json" --exclude "$excluded"

echo "== the tools"
if [ -n "${SCAFFOLD:-}" ]; then
    scaffold=$SCAFFOLD
else
    (cd Scaffold && swift build -c release --product yopuy-scaffold 2>&1 | tail -1)
    scaffold="$root/Scaffold/.build/release/yopuy-scaffold"
fi
if [ -n "${GENERATOR:-}" ]; then
    generator=$GENERATOR
else
    generator=$(Benchmarks/regenerate-client.sh --tool)
fi

# Writes a package's manifest: NAME, the dependency's line, its product's line, then targets.
manifest() {
    local name=$1 dependency=$2 product=$3
    shift 3
    {
        echo '// swift-tools-version: 6.1'
        echo 'import PackageDescription'
        echo
        echo 'let package = Package('
        echo "    name: \"$name\","
        echo '    platforms: [.macOS(.v15)],'
        echo "    dependencies: [$dependency],"
        echo '    targets: ['
        local target
        for target in "$@"; do
            echo "        .target(name: \"$target\", dependencies: [$product]),"
        done
        echo '    ],'
        echo '    swiftLanguageModes: [.v6]'
        echo ')'
    }
}

gen="$work/generator"
ours="$work/scaffold"
mkdir -p "$gen" "$ours"
manifest GeneratorSide '.package(url: "https://github.com/apple/swift-openapi-runtime", from: "1.13.4")' \
    '.product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")' \
    OpenAIGenerated OpenAIGeneratedWhole >"$gen/Package.swift"
manifest ScaffoldSide ".package(name: \"Yopuy\", path: \"$root\")" \
    '.product(name: "Yopuy", package: "Yopuy")' OpenAISubset OpenAIWhole >"$ours/Package.swift"

echo "== generation (not counted)"
rm -rf "$gen/Sources" "$ours/Sources" "$ours/Tests"
mkdir -p "$gen/Sources/OpenAIGenerated" "$gen/Sources/OpenAIGeneratedWhole"
start=$(date +%s.%N)
"$generator" generate "$work/docs/subset.json" --mode types --mode client --access-modifier internal \
    --output-directory "$gen/Sources/OpenAIGenerated" >"$work/generate-subset.log" 2>&1
echo "swift-openapi-generator, subset: $(seconds "$start" "$(date +%s.%N)") s (its debug build)"
start=$(date +%s.%N)
"$scaffold" "$work/docs/subset.json" --module OpenAISubset --output "$ours/Sources/OpenAISubset" \
    --tests "$ours/Tests/OpenAISubsetTests" --quiet
echo "yopuy-scaffold, subset: $(seconds "$start" "$(date +%s.%N)") s (release build)"
start=$(date +%s.%N)
"$scaffold" "$work/docs/whole.json" --module OpenAIWhole --output "$ours/Sources/OpenAIWhole" \
    --tests "$ours/Tests/OpenAIWholeTests" --quiet
echo "yopuy-scaffold, whole document: $(seconds "$start" "$(date +%s.%N)") s (release build)"
# The checks of every path are not built here: only the modules are measured.
rm -rf "$ours/Tests"
if [ "$whole_check" = 1 ]; then
    start=$(date +%s.%N)
    "$generator" generate "$work/docs/whole.json" --mode types --mode client --access-modifier internal \
        --output-directory "$gen/Sources/OpenAIGeneratedWhole" >"$work/generate-whole.log" 2>&1
    echo "swift-openapi-generator, whole document: $(seconds "$start" "$(date +%s.%N)") s"
else
    echo 'let placeholder = 0' >"$gen/Sources/OpenAIGeneratedWhole/Placeholder.swift"
fi
for target in OpenAIGenerated OpenAIGeneratedWhole; do
    printf '%s: %s files, %s lines\n' "$target" "$(ls "$gen/Sources/$target" | wc -l)" \
        "$(cat "$gen/Sources/$target"/*.swift | wc -l)"
done
for target in OpenAISubset OpenAIWhole; do
    printf '%s: %s files, %s lines\n' "$target" "$(find "$ours/Sources/$target" -name '*.swift' | wc -l)" \
        "$(find "$ours/Sources/$target" -name '*.swift' -exec cat {} + | wc -l)"
done

# The same flags for the dependencies as for the measured modules, so that they are built once.
flags=(-Xswiftc -stats-output-dir -Xswiftc "$work/stats")
mkdir -p "$work/stats"

echo "== dependencies (not counted)"
for pair in "$gen:OpenAPIRuntime" "$ours:Yopuy"; do
    package=${pair%%:*} target=${pair#*:}
    rm -rf "$package/.build"
    start=$(date +%s.%N)
    swift build --package-path "$package" --target "$target" "${flags[@]}" 2>&1 | tail -1
    echo "$target with its dependencies, clean debug build: $(seconds "$start" "$(date +%s.%N)") s"
done

if [ "$whole_check" = 1 ]; then
    echo "== the generator's code for the whole document"
    if swift build --package-path "$gen" --target OpenAIGeneratedWhole "${flags[@]}" \
        >"$work/build-generator-whole.log" 2>&1; then
        echo "it builds: the subset is not needed any more" >&2
    else
        grep -E '^/.*: error: ' "$work/build-generator-whole.log" | sed "s|$gen/Sources/OpenAIGeneratedWhole/||" |
            sort -u | tee "$work/generator-whole-errors.txt"
        echo "$(wc -l <"$work/generator-whole-errors.txt") distinct errors"
    fi
    rm -rf "$work/stats"/*
fi

# Samples the module's swift-frontend processes every 0.2 s and writes the largest sum of their
# resident sets (KiB) to FILE when it is stopped. Run in the background.
sampler() {
    exec python3 - "$1" "$2" <<'PY'
import os, signal, sys, time
module, out = sys.argv[1], sys.argv[2]
needle = b"\0-module-name\0" + module.encode() + b"\0"
peak = 0
def stop(*_):
    with open(out, "w") as file:
        file.write(f"{peak}\n")
    sys.exit(0)
signal.signal(signal.SIGTERM, stop)
while True:
    total = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as file:
                if needle not in file.read():
                    continue
            with open(f"/proc/{pid}/status") as file:
                for line in file:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
        except OSError:
            pass
    peak = max(peak, total)
    time.sleep(0.2)
PY
}

results="$work/results.tsv"
printf 'round\tmodule\twall_s\ttypecheck_s\tfrontends_s\tmax_rss_mib\tpeak_sum_mib\tobjects_bytes\tswiftmodule_bytes\tload\n' >"$results"

# Builds TARGET of PACKAGE clean, alone, and appends a line to results.tsv.
measure() {
    local round=$1 package=$2 target=$3
    local bin="$package/.build/debug"
    # Its products and incremental state go; the build plan's files (output-file-map.json, sources)
    # stay, as SwiftPM does not write them again for an unchanged package.
    find "$bin/$target.build" -type f ! -name output-file-map.json ! -name sources -delete
    rm -rf "$bin/Modules/$target".* "$bin/index" "$work/stats"
    mkdir -p "$work/stats"
    local load sampler_pid
    load=$(cut -d' ' -f1 /proc/loadavg)
    rm -f "$work/peak-sum.txt"
    sampler "$target" "$work/peak-sum.txt" &
    sampler_pid=$!
    /usr/bin/time -v -o "$work/time.txt" swift build --package-path "$package" --target "$target" \
        "${flags[@]}" >"$work/build-$target-$round.log" 2>&1 || {
        kill "$sampler_pid"
        tail -40 "$work/build-$target-$round.log" >&2
        echo "scaffold-vs-generator: $target does not build" >&2
        exit 1
    }
    kill "$sampler_pid"
    wait "$sampler_pid" || true
    python3 - "$round" "$target" "$work" "$bin" "$load" >>"$results" <<'PY'
import glob, json, os, re, sys
round_, target, work, bin_, load = sys.argv[1:]
text = open(f"{work}/time.txt").read()
clock = re.search(r"Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)", text).group(1)
wall = sum(float(part) * 60 ** index for index, part in enumerate(reversed(clock.split(":"))))
max_rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", text).group(1)) / 1024
typecheck = frontends = 0.0
for path in glob.glob(f"{work}/stats/*swift-frontend-{target}-*.json"):
    stats = json.load(open(path))
    typecheck += stats.get("time.swift.Type checking and Semantic analysis.wall", 0.0)
    frontends += sum(value for key, value in stats.items()
                     if key.startswith("time.swift-frontend.") and key.endswith(".wall"))
peak_sum = int(open(f"{work}/peak-sum.txt").read()) / 1024
objects = sum(os.path.getsize(path) for path in glob.glob(f"{bin_}/{target}.build/*.o"))
module = os.path.getsize(f"{bin_}/Modules/{target}.swiftmodule")
print(f"{round_}\t{target}\t{wall:.1f}\t{typecheck:.1f}\t{frontends:.1f}\t{max_rss:.0f}\t{peak_sum:.0f}"
      f"\t{objects}\t{module}\t{load}")
PY
    tail -1 "$results" | awk -F'\t' '{ printf "round %s, %s: %s s, type-check %s s, frontends %s s, max RSS %s MiB, frontends at once %s MiB, objects %.1f MB, module %.1f MB (load %s)\n", $1, $2, $3, $4, $5, $6, $7, $8 / 1e6, $9 / 1e6, $10 }'
}

echo "== clean debug builds of each module alone, interleaved"
for round in $(seq 1 "$rounds"); do
    measure "$round" "$gen" OpenAIGenerated
    measure "$round" "$ours" OpenAISubset
    measure "$round" "$ours" OpenAIWhole
done

echo "== medians"
python3 - "$results" <<'PY'
import csv, statistics, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
columns = ["wall_s", "typecheck_s", "frontends_s", "max_rss_mib", "peak_sum_mib", "objects_bytes", "swiftmodule_bytes"]
medians = {}
for module in dict.fromkeys(row["module"] for row in rows):
    medians[module] = {c: statistics.median(float(r[c]) for r in rows if r["module"] == module) for c in columns}
    m = medians[module]
    print(f"{module}: wall {m['wall_s']:.1f} s, type-check {m['typecheck_s']:.1f} s, frontends {m['frontends_s']:.1f} s, "
          f"max RSS {m['max_rss_mib']:.0f} MiB, at once {m['peak_sum_mib']:.0f} MiB, "
          f"objects {m['objects_bytes'] / 1e6:.1f} MB, module {m['swiftmodule_bytes'] / 1e6:.1f} MB")
ours, theirs = medians["OpenAISubset"], medians["OpenAIGenerated"]
print("ours / generator on the subset: " + ", ".join(
    f"{c} {ours[c] / theirs[c]:.2f}" for c in columns if theirs[c]))
PY
