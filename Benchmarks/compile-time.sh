#!/usr/bin/env bash
# Compile time of typed paths: type-checks a generated file of 300 path expressions (depth 1 to
# 4) mixed with 300 ordinary numeric divisions (`/` is overloaded), and the same file without
# the path lines. It fails if either does not type-check (for example "the compiler is unable
# to type-check this expression in reasonable time"), and prints the seconds of each, the median
# of three runs. It gates the type checker's own count of constraint scopes (from
# `-stats-output-dir`), which is the same on every run, unlike seconds on a shared machine: the
# path lines may add at most 50 scopes each (39.5 on 2026-11-23). Needs the root package built
# (`swift build` in the root).
set -euo pipefail
cd "$(dirname "$0")/.."
modules="$(swift build --show-bin-path)/Modules"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import random, sys
work = sys.argv[1]
random.seed(42)
header = """import Foundation
import Yopuy

struct Post: RootResource, IsRESTful, DecodesJSON, Codable { static let path = "posts"; let id: Int }
struct Comment: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = Post; static let path = "comments"; let id: Int }
struct Commenter: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = Comment; static let path = "commenter"; let id: Int }
struct Reaction: ChildResource, IsRESTful, DecodesJSON, Codable { typealias Parent = Commenter; static let path = "reactions"; let id: Int }
"""
levels = ["Post.show({})", "Comment.show({})", "Commenter.show({})", "Reaction.delete({})"]
paths, divisions = [], []
for index in range(300):
    depth = index % 4 + 1
    parts = [levels[level].format(random.randint(1, 999)) for level in range(depth)]
    paths.append(f"    let path{index} = " + " / ".join(parts))
    a, b, c = random.randint(1, 99), random.randint(1, 9), random.randint(1, 9)
    if index % 3 == 0:
        divisions.append(f"    let ratio{index} = {a}.0 / {b} / {c}.5")
    elif index % 3 == 1:
        divisions.append(f"    let ratio{index}: Double = {a} / {b} / Double({c})")
    else:
        divisions.append(f"    let ratio{index} = {a} / {b} / {c}")
# Each value is used on its own line, as a program would print it. (One array literal of all 600
# interpolations, as an earlier version of this script wrote, costs seconds of its own and
# measures that literal, not the paths.)
def body(with_paths):
    lines = []
    for index in range(300):
        if with_paths:
            lines.append(paths[index])
            lines.append(f"    _ = \"\\(path{index})\"")
        lines.append(divisions[index])
        lines.append(f"    _ = \"\\(ratio{index})\"")
    return "func workload() {\n" + "\n".join(lines) + "\n}\n"
open(f"{work}/with-paths.swift", "w").write(header + body(True))
open(f"{work}/without-paths.swift", "w").write(header + body(False))
PY

seconds() {
    local file=$1 times=()
    for _ in 1 2 3; do
        local start end
        start=$(date +%s.%N)
        if ! swiftc -typecheck -swift-version 6 -I "$modules" "$file" >"$work/log" 2>&1; then
            cat "$work/log" >&2
            echo "compile-time: $(basename "$file") does not type-check" >&2
            exit 1
        fi
        end=$(date +%s.%N)
        times+=("$(echo "$end - $start" | bc)")
    done
    printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
}

with=$(seconds "$work/with-paths.swift")
without=$(seconds "$work/without-paths.swift")
added=$(echo "$with - $without" | bc)
printf 'compile time: with 300 path lines %.2f s, without %.2f s, the paths add %.2f s (median of 3)\n' \
    "$with" "$without" "$added"

# The type checker's own counter: constraint scopes explored, the same on every run.
scopes() {
    local folder
    folder=$(mktemp -d "$work/stats.XXXX")
    swiftc -typecheck -swift-version 6 -I "$modules" "$1" -Xfrontend -stats-output-dir -Xfrontend "$folder" \
        >/dev/null 2>&1
    python3 -c 'import glob, json, sys
print(json.load(open(glob.glob(sys.argv[1] + "/*.json")[0]))["Sema.NumConstraintScopes"])' "$folder"
}
with_scopes=$(scopes "$work/with-paths.swift")
without_scopes=$(scopes "$work/without-paths.swift")
python3 - "$with_scopes" "$without_scopes" <<'PY'
import sys
with_paths, without_paths = int(sys.argv[1]), int(sys.argv[2])
per_line = (with_paths - without_paths) / 300
verdict = "met" if per_line <= 50 else "MISSED"
print(f"constraint scopes: with 300 path lines {with_paths}, without {without_paths}, "
      f"{per_line:.1f} per path line (target: at most 50): {verdict}")
sys.exit(0 if verdict == "met" else 1)
PY
