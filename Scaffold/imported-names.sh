#!/usr/bin/env bash
# Writes Sources/ScaffoldKit/Naming+ImportedTypes.swift: the public top-level type names of every
# module a scaffolded module or its tests import (the standard library, Swift Concurrency, regex,
# Foundation and its parts, Dispatch, Swift Testing, XCTest, and Yopuy's three libraries), read
# from the toolchain's symbol graphs with swift-symbolgraph-extract. The scaffold never names a
# type of its own after one of them: in a file that imports both, the name would be ambiguous.
#
# Run it when the toolchain or Yopuy's public types change; the file it writes is committed.
# ScaffoldKitTests' "every public type of Yopuy is an imported name" fails when Yopuy has a
# public type the file does not list.
#
# Usage: Scaffold/imported-names.sh        (builds the root package for Yopuy's modules)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/.." && pwd)
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT

target=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
(cd "$root" && swift build --target YopuyTesting >/dev/null && swift build --target YopuyURLSession >/dev/null)
modules_dir="$root/.build/debug/Modules"
[ -d "$modules_dir" ] || modules_dir="$root/.build/debug"

modules=(Swift _Concurrency _StringProcessing Foundation FoundationEssentials FoundationInternationalization
    Dispatch Testing XCTest Yopuy YopuyTesting YopuyURLSession)
for module in "${modules[@]}"; do
    mkdir -p "$graphs/$module"
    swift-symbolgraph-extract -module-name "$module" -target "$target" -I "$modules_dir" \
        -minimum-access-level public -output-dir "$graphs/$module" >/dev/null 2>&1 ||
        { echo "imported-names: no symbol graph for $module" >&2; exit 1; }
done

swift_version=$(swift --version 2>/dev/null | head -1 | sed -E 's/.*Swift version ([0-9.]+).*/\1/')
python3 - "$graphs" "$swift_version" "$here/Sources/ScaffoldKit/Naming+ImportedTypes.swift" "${modules[@]}" <<'PY'
import glob, json, os, sys
graphs, version, out, modules = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
kinds = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor"}
names = set()
for module in modules:
    # A module's own graph; _Concurrency's declarations come in the graph it writes beside Swift's.
    files = glob.glob(os.path.join(graphs, module, "*.symbols.json"))
    own = [f for f in files if "@" not in os.path.basename(f)] or files
    for file in own:
        for symbol in json.load(open(file))["symbols"]:
            title = symbol["names"]["title"]
            if symbol["kind"]["identifier"] in kinds and len(symbol["pathComponents"]) == 1 and not title.startswith("_"):
                names.add(title)
lines = [
    f"// Written by Scaffold/imported-names.sh from the symbol graphs of Swift {version}; run it again, do not edit.",
    "",
    "extension Naming {",
    "    /// The public top-level type names of the modules a scaffolded module or its tests import:",
    "    /// " + ", ".join(modules[:5]) + ",",
    "    /// " + ", ".join(modules[5:-1]) + " and " + modules[-1] + ".",
    "    ///",
    "    /// A type the scaffold declares takes none of them: where a file imports both, the name",
    f"    /// would be ambiguous. {len(names)} names.",
    "    static let importedTypes: Set<String> = [",
]
row = "       "
for name in sorted(names):
    item = f' "{name}",'
    if len(row) + len(item) > 120:
        lines.append(row)
        row = "       "
    row += item
lines.append(row)
lines += ["    ]", "}", ""]
open(out, "w").write("\n".join(lines))
print(f"imported-names: {len(names)} names from {len(modules)} modules into {out}")
PY
