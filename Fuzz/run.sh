#!/usr/bin/env bash
# Builds Yopuy's fuzz targets with libFuzzer and AddressSanitizer, then runs each for a bounded
# time from a copy of its committed seed corpus (so a run never writes into the repository).
#
#     Fuzz/run.sh SECONDS [TARGET…] [-- LIBFUZZER-FLAG…]
#
# e.g. Fuzz/run.sh 60, Fuzz/run.sh 600 fuzz-paths, or, for a long run that stops after ten
# million inputs or two hours, whichever comes first:
#     Fuzz/run.sh 7200 fuzz-query -- -runs=10000000 -max_len=256
#
# Prints, per target, the inputs executed, executions per second and crashes found; exits
# non-zero if any target crashed (or timed out, or ran out of memory). The inputs that did are
# kept, with the target's log, in the work folder it names ($FUZZ_WORK, else a new temporary
# folder, removed when nothing was found). Needs only the Swift toolchain: its clang ships
# libclang_rt.fuzzer and the AddressSanitizer runtime.
set -euo pipefail

all_targets=(fuzz-paths fuzz-query fuzz-headers fuzz-base-url fuzz-bodies fuzz-streams)

if [[ $# -lt 1 || ! $1 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 SECONDS [TARGET…] [-- LIBFUZZER-FLAG…]   (targets: ${all_targets[*]})" >&2
    exit 2
fi
seconds=$1
shift
targets=()
while [[ $# -gt 0 && $1 != -- ]]; do
    targets+=("$1")
    shift
done
[[ $# -gt 0 ]] && shift  # the --
flags=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
    targets=("${all_targets[@]}")
fi
for target in "${targets[@]}"; do
    if [[ ! " ${all_targets[*]} " =~ " $target " ]]; then
        echo "unknown target $target (targets: ${all_targets[*]})" >&2
        exit 2
    fi
done

here=$(cd "$(dirname "$0")" && pwd)
# swiftc, not swift: under .ci/run, `swift` is its wrapper .ci/bin/swift.
swift_bin=$(dirname "$(readlink -f "$(command -v swiftc)")")
if ! compgen -G "$swift_bin/../lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a" > /dev/null \
    && ! compgen -G "$swift_bin/../lib/swift/clang/lib/*/libclang_rt.fuzzer*" > /dev/null; then
    echo "warning: no libclang_rt.fuzzer found next to $swift_bin; the link may fail" >&2
fi

# The sanitizers are given here, not in Fuzz/Package.swift (no unsafeFlags), and reach every
# Swift module built, Yopuy included: its branches guide the fuzzer and ASan checks its memory.
# The toolchain's lld links them (the system's gold warns about an ASan symbol it cannot export).
build=(swift build -c release --package-path "$here" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
started=$(date +%s)
if [[ ${#targets[@]} -eq ${#all_targets[@]} ]]; then
    "${build[@]}"
else
    for target in "${targets[@]}"; do
        "${build[@]}" --product "$target"
    done
fi
echo "built in $(($(date +%s) - started)) s"
bin=$("${build[@]}" --show-bin-path)

work=${FUZZ_WORK:-$(mktemp -d -t yopuy-fuzz.XXXXXX)}
mkdir -p "$work"
# Each target is one process on one core: they run as many at a time as there are cores, each
# for the same time, and are reported in order.
fuzz() {
    local target=$1 corpus="$work/$1/corpus" artifacts="$work/$1/artifacts" log="$work/$1/log.txt" status=0
    rm -rf "$corpus" "$artifacts"
    mkdir -p "$corpus" "$artifacts"
    cp "$here/Corpus/$target/"* "$corpus/"
    # Swift's own backtracer would read the stack under ASan and be reported itself; libFuzzer's
    # handler prints the stack instead.
    SWIFT_BACKTRACE=enable=no "$bin/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix="$artifacts/" ${flags[@]+"${flags[@]}"} "$corpus" > "$log" 2>&1 || status=$?
    echo "$status" > "$work/$target/status"
}
jobs=$(nproc)
running=0
for target in "${targets[@]}"; do
    fuzz "$target" &
    running=$((running + 1))
    if [[ $running -ge $jobs ]]; then
        wait -n || true
        running=$((running - 1))
    fi
done
wait

failed=0
printf '\n%-14s %12s %10s %8s\n' target executions exec/s crashes
for target in "${targets[@]}"; do
    artifacts="$work/$target/artifacts"
    log="$work/$target/log.txt"
    status=$(cat "$work/$target/status" 2>/dev/null || echo 1)
    executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
    rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
    crashes=$(find "$artifacts" -type f | wc -l)
    if [[ $status -ne 0 && $crashes -eq 0 ]]; then
        crashes=1  # died without leaving an input: the log says why
    fi
    printf '%-14s %12s %10s %8s\n' "$target" "${executions:-?}" "${rate:-?}" "$crashes"
    if [[ $crashes -ne 0 ]]; then
        failed=1
        echo "  $target failed (exit $status); log: $log" >&2
        grep -E -m 3 'Fatal error|ERROR: |SUMMARY' "$log" | sed 's/^/  /' >&2 || true
        find "$artifacts" -type f | sed 's/^/  input: /' >&2
    fi
done

if [[ $failed -ne 0 ]]; then
    echo "work folder kept: $work" >&2
    exit 1
fi
if [[ -z ${FUZZ_WORK:-} ]]; then
    rm -rf "$work"
fi
