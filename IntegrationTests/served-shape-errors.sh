#!/usr/bin/env bash
# The compiler's words for a mistake in a served shape (#74): `router.on(A.show / … / F.shwo)`
# with the mistake at the last level or in the middle, a misspelt member or a verb the resource
# did not adopt, shapes two to six levels deep, with and without a body. Each case is type-checked
# on its own against this package's debug build (which it builds), timed, and its errors printed.
#
# It fails if a misspelt member (at the last level or in the middle) is not named in words at any
# depth, if a verb not adopted at the last level is not named in words in a shape of three levels
# or fewer, or if a valid shape does not compile. The rest is reported. Measured (#74, an idle
# machine): a misspelt last level named in 0.3, 0.4, 0.8 and 3.4 s at two to five levels, 16 s at
# six; a verb not adopted, 0.3 and 1.4 s at two and three levels, and from four levels the compiler
# still gives up ("unable to type-check this expression in reasonable time": the chain of `/`
# alone does, without `on`); one whose verb takes a body is refused by the verb's own refusal,
# whose words name no verb. Before #74 every case at the last level from four levels gave up, and
# at two levels blamed the parent (`instance member 'show' cannot be used on type 'Post'`).
#
# Since stop 81, a level after the second that cannot go there is refused in words too
# (RouteShape+Refusals.swift): a child under another parent or a root resource ("a child path goes
# after '/' only under one record of its own Parent", "a root resource's path starts a path"), and
# a verb that takes an ID whose capability its resource did not adopt ("the resource did not adopt
# the capability that adds this verb"). Each must be named up to four levels; deeper it is
# reported: the type checker tries every pick of every level's builder (a builder names its
# refusals too) before it settles on the refusal, some five times longer at each level (measured,
# stop 81: a wrong parent 0.4, 1.3 and 5.9 s at three to five levels, and "unable to type-check"
# at six; a verb not adopted 0.4, 0.6, 1.7 and 7.2 s at three to six).
#
# Usage: IntegrationTests/served-shape-errors.sh [--up-to DEPTH]   (.ci/run: --up-to 4; .ci/deep: 6)
set -euo pipefail
cd "$(dirname "$0")"
deepest=6
if [ "${1:-}" = "--up-to" ]; then
    deepest=${2:?"--up-to DEPTH"}
fi
swift build --target YopuyHummingbird >/dev/null 2>&1 || swift build --target YopuyHummingbird
bin=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The C modules the imported modules need, as SwiftPM hands them to the compiler.
flags=(-I "$bin/Modules")
while IFS= read -r map; do flags+=(-Xcc "-fmodule-map-file=$map"); done < <(
    find "$bin" -maxdepth 3 -name module.modulemap
    find .build/checkouts -name module.modulemap -not -path '*/Benchmarks/*'
)
cat >"$work/models.swift" <<'EOF'
import Foundation
import Yopuy

struct A: RootResource, IsRESTful, DecodesJSON, Codable { static let path = "a"; let id: Int }
struct B: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = A; static let path = "b"; let id: Int }
struct C: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = B; static let path = "c"; let id: Int }
struct D: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = C; static let path = "d"; let id: Int }
struct E: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = D; static let path = "e"; let id: Int }
struct F: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = E; static let path = "f"; let id: Int }
/// Under every level: lists and creates, nothing else.
struct NA: ChildResource, IsListable, IsCreatable, DecodesJSON, Codable { typealias Parent = A; static let path = "n"; let id: Int }
struct NB: ChildResource, IsListable, IsCreatable, DecodesJSON, Codable { typealias Parent = B; static let path = "n"; let id: Int }
struct NC: ChildResource, IsListable, IsCreatable, DecodesJSON, Codable { typealias Parent = C; static let path = "n"; let id: Int }
struct ND: ChildResource, IsListable, IsCreatable, DecodesJSON, Codable { typealias Parent = D; static let path = "n"; let id: Int }
struct NE: ChildResource, IsListable, IsCreatable, DecodesJSON, Codable { typealias Parent = E; static let path = "n"; let id: Int }
EOF
named="no member of this name: is it misspelt, or is the capability that adds it not adopted"
failed=0
# Prints one case and checks it: NAME DEPTH SHAPE CLOSURE-PARAMETERS MUST-NAME-UP-TO [valid|WORDS]
# (WORDS: what the error must say, when not the misspelt member's words)
check() {
    local name=$1 depth=$2 shape=$3 parameters=$4 must_name_up_to=$5 valid=${6:-} named=$named
    if [ -n "$valid" ] && [ "$valid" != valid ]; then
        named=$valid
        valid=
    fi
    printf 'import Hummingbird\nimport Yopuy\nimport YopuyHummingbird\n\nfunc served(router: Router<BasicRequestContext>) {\n    router.on(%s) { %s in nil }\n}\n' \
        "$shape" "$parameters" >"$work/case.swift"
    local start end errors
    start=$(date +%s.%N)
    errors=$(swiftc -typecheck "${flags[@]}" "$work/models.swift" "$work/case.swift" 2>&1 | grep 'error:' |
        sed 's/.*error: //' | sort -u || true)
    end=$(date +%s.%N)
    printf '%s, %d levels: %.1f s\n' "$name" "$depth" "$(python3 -c "print($end - $start)")"
    [ -z "$errors" ] || printf '%s\n' "$errors" | cut -c1-160 | sed 's/^/    /'
    if [ -n "$valid" ]; then
        [ -z "$errors" ] || { echo "    FAILED: a valid shape does not compile"; failed=1; }
    elif [ "$depth" -le "$must_name_up_to" ] && ! grep -q "$named" <<<"$errors"; then
        echo "    FAILED: the mistake is not named in words"
        failed=1
    fi
}
levels=(A B C D E F)
wrong_parent="a child path goes after '/' only under one record of its own Parent"
root_as_child="a root resource's path starts a path and never goes after '/'"
not_adopted="the resource did not adopt the capability that adds this verb"
for depth in $(seq 2 "$deepest"); do
    parents=$(printf '%s.show / ' "${levels[@]:0:depth-1}")
    last=${levels[depth - 1]}
    check "valid" "$depth" "${parents}${last}.show" "ids, request, context" 6 valid
    check "last level misspelt" "$depth" "${parents}${last}.shwo" "ids, request, context" 6
    check "verb not adopted at the last level" "$depth" "${parents}N${levels[depth - 2]}.show" "ids, request, context" 3
    check "verb not adopted at the last level, a body" "$depth" "${parents}N${levels[depth - 2]}.update" \
        "ids, body, request, context" 0
    if [ "$depth" -ge 3 ]; then
        check "a child under another parent at the last level" "$depth" "${parents}${levels[depth - 2]}.show" \
            "ids, request, context" 4 "$wrong_parent"
        check "a root resource at the last level" "$depth" "${parents}A.show" "ids, request, context" 4 "$root_as_child"
        check "a verb that takes an ID not adopted, at the last level" "$depth" \
            "${parents}N${levels[depth - 2]}.delete" "ids, request, context" 4 "$not_adopted"
    fi
    middle=$(printf '%s.show / ' "${levels[@]:0:depth}")
    middle=${middle/B.show/B.shwo}
    [ "$depth" -lt 3 ] || check "a middle level misspelt" "$depth" "${middle% / }" "ids, request, context" 6
done
exit $failed
