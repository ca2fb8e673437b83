#!/usr/bin/env bash
# Generated route shapes served and called (#74): documents of ScaffoldKitTests' RouteShapeDocument
# (collections, records, singletons and actions one to six deep, with any methods, success
# statuses of their own, and a set of failure statuses each with the API's error body or none),
# scaffolded by yopuy-scaffold with `--server-tests` into modules of this package
# (.build-route-shapes/, with YOPUY_ROUTE_SHAPES=N). For each, a YopuyHummingbird server of its
# declarations answers every operation it can serve with each status the document gives it (a
# failure with a sample of the API's error body where the document gives one), and a client of the
# same declarations calls each once per status, through URLSession (the check's own test) and
# through AsyncHTTPClient: each success read as declared, each failure its status, each error body
# read as the API's error type.
#
#   IntegrationTests/served-route-shapes.sh [COUNT] [SEED]   (.ci/deep: 12 documents, a new seed each run)
#
# The seed is printed, so that a failing run can be repeated.
set -euo pipefail
cd "$(dirname "$0")"
here=$(pwd)
count=${1:-12}
seed=${2:-$(( (RANDOM << 15) | RANDOM ))}
echo "served-route-shapes: $count documents, seed $seed"
work="$here/.build-route-shapes"
rm -rf "$work"
mkdir -p "$work/documents"
(cd ../Scaffold && swift build >/dev/null 2>&1 || swift build)
tool=$(cd ../Scaffold && swift build --show-bin-path)/yopuy-scaffold
(cd ../Scaffold && ROUTES_OUT="$work/documents" ROUTE_MODULES=$count ROUTE_SEED=$seed \
    swift test --filter 'RouteShapeTests/export' >"$work/export.log" 2>&1) || { tail -30 "$work/export.log"; exit 1; }
for number in $(seq 1 "$count"); do
    module="RouteShapes$number"
    "$tool" generate "$work/documents/Routes$number.json" --output "$work/$module" \
        --server-tests "$work/${module}Tests" --module "$module" --quiet
    cat >"$work/${module}Tests/ThroughAsyncHTTPClient.swift" <<SWIFT
import Testing
import YopuyAsyncHTTPClient

@Suite("Scaffolded server, through AsyncHTTPClient")
struct ThroughAsyncHTTPClient {
    @Test("each operation answers each status the document gives it, and AsyncHTTPClient's client reads it")
    func everyStatus() async throws {
        try await ScaffoldedServerTests.everyStatus(through: AsyncHTTPClientAdapter())
    }
}
SWIFT
done
export YOPUY_ROUTE_SHAPES=$count
swift build --build-tests >"$work/build.log" 2>&1 || { grep -E "error:" "$work/build.log" | head -40; exit 1; }
if grep -E "^$work/[^:]*:[0-9]+:[0-9]+: warning:" "$work/build.log"; then
    echo "served-route-shapes: the scaffolded modules' build printed warnings (above)" >&2
    exit 1
fi
filter=$(seq 1 "$count" | sed 's/^/RouteShapes/; s/$/Tests/' | paste -sd'|')
swift test --skip-build --filter "$filter" 2>&1 | tee "$work/test.log" | grep -E "✘|Test run|error" || true
grep -q "Test run with .* passed" "$work/test.log" || { echo "served-route-shapes: FAILED (seed $seed)" >&2; exit 1; }
unserved=$(grep -h "/// Not served:" "$work"/RouteShapes*Tests/ScaffoldedServerTests.swift | wc -l)
served=$(grep -h "router.answer(" "$work"/RouteShapes*Tests/ScaffoldedServerTests.swift | wc -l)
bodies=$(grep -h "try answer(" "$work"/RouteShapes*Tests/ScaffoldedServerTests.swift | grep -o "failing: \[.*\]" |
    grep -o '[0-9][0-9][0-9]: ' | wc -l)
echo "served-route-shapes: $served operations served ($unserved not: named in the checks), through both clients; $bodies error bodies checked (seed $seed)"
