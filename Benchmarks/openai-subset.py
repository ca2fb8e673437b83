#!/usr/bin/env python3
"""Mends and prunes OpenAI's OpenAPI description for Benchmarks/scaffold-vs-generator.sh (#36).

swift-openapi-generator 1.14.3 refuses OpenAI's published description (OpenAPI 3.1.0, 288
operations, 1 422 schemas) at parse time, in 9 places: an integer `minimum`/`maximum` beyond
Int64 (`seed` of CreateChatCompletionRequest, written as ±9223372036854776000) and seven
3.0-style boolean `exclusiveMinimum: true` in a 3.1 document. The mend clamps the first to
Int64's bounds and removes the booleans (in 3.1 the keyword takes a number). Nothing else is
changed.

The pruned document keeps the operations not excluded (by operationId), the paths that still
have one, and the components they reach through `$ref`, transitively (schemas, responses,
parameters, request bodies, headers, examples, links, callbacks; security schemes are kept whole,
they are named without `$ref`). Both contenders are given the same pruned document, so they
build the same API surface.

    openai-subset.py IN.json OUT.json                      # mend only, all operations
    openai-subset.py IN.json OUT.json --exclude ID,ID,...  # mend, drop those operations, prune
    openai-subset.py IN.json OUT.json --exclude-file FILE  # the same, one operationId a line
                                                           # (text after '#' is a comment)
It prints the number of operations, paths and schemas kept. An operationId that the document
does not have is an error, so that a stale list is noticed.
"""
import argparse
import json
import sys

METHODS = ("get", "put", "post", "delete", "options", "head", "patch", "trace")
INT64_MAX = 9223372036854775807
INT64_MIN = -9223372036854775808


def mend(node, pointer, mended):
    if isinstance(node, dict):
        for key in ("exclusiveMinimum", "exclusiveMaximum"):
            if isinstance(node.get(key), bool):
                del node[key]
                mended.append(f"{pointer}/{key}: removed (boolean in 3.1)")
        for key, bound in (("maximum", INT64_MAX), ("minimum", INT64_MIN)):
            value = node.get(key)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and abs(value) > INT64_MAX:
                node[key] = bound
                mended.append(f"{pointer}/{key}: {value!r} clamped to {bound}")
        for key, value in node.items():
            mend(value, f"{pointer}/{key}", mended)
    elif isinstance(node, list):
        for index, value in enumerate(node):
            mend(value, f"{pointer}/{index}", mended)


def refs(node, found):
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/components/"):
            parts = ref[len("#/components/"):].split("/")
            found.add((parts[0], parts[1].replace("~1", "/").replace("~0", "~")))
        for value in node.values():
            refs(value, found)
    elif isinstance(node, list):
        for value in node:
            refs(value, found)


def main():
    parser = argparse.ArgumentParser(description="Mend and prune OpenAI's OpenAPI description.")
    parser.add_argument("input")
    parser.add_argument("output")
    parser.add_argument("--exclude", default="", help="operationIds to drop, comma-separated")
    parser.add_argument("--exclude-file", help="operationIds to drop, one a line")
    parser.add_argument("--verbose", action="store_true", help="list the mends")
    args = parser.parse_args()

    with open(args.input) as file:
        document = json.load(file)
    mended = []
    mend(document, "#", mended)
    if args.verbose:
        print("\n".join(mended), file=sys.stderr)

    excluded = {name.strip() for name in args.exclude.split(",") if name.strip()}
    if args.exclude_file:
        with open(args.exclude_file) as file:
            for line in file:
                name = line.split("#", 1)[0].strip()
                if name:
                    excluded.add(name)

    seen = set()
    paths = {}
    for path, item in document["paths"].items():
        kept = {}
        has_operation = False
        for key, value in item.items():
            if key in METHODS:
                seen.add(value.get("operationId"))
                if value.get("operationId") in excluded:
                    continue
                has_operation = True
            kept[key] = value
        if has_operation:
            paths[path] = kept
    unknown = excluded - seen
    if unknown:
        sys.exit(f"openai-subset.py: no such operations: {', '.join(sorted(unknown))}")
    document["paths"] = paths

    components = document.get("components", {})
    if excluded:
        reached = set()
        refs(paths, reached)
        for webhook in document.get("webhooks", {}).values():
            refs(webhook, reached)
        pending = list(reached)
        while pending:
            kind, name = pending.pop()
            found = set()
            refs(components.get(kind, {}).get(name), found)
            for item in found - reached:
                reached.add(item)
                pending.append(item)
        pruned = {}
        for kind, entries in components.items():
            if kind == "securitySchemes":
                pruned[kind] = entries
                continue
            kept = {name: value for name, value in entries.items() if (kind, name) in reached}
            if kept:
                pruned[kind] = kept
        document["components"] = pruned
        # The generator also says webhooks; OpenAI's are not operations of the client and reach
        # schemas of their own: drop them from a subset, so that it holds only what its paths need.
        document.pop("webhooks", None)

    operations = sum(1 for item in paths.values() for key in item if key in METHODS)
    schemas = len(document.get("components", {}).get("schemas", {}))
    with open(args.output, "w") as file:
        json.dump(document, file, indent=2, ensure_ascii=False)
        file.write("\n")
    print(f"{operations} operations, {len(paths)} paths, {schemas} schemas; {len(mended)} mends; "
          f"{len(excluded)} operations excluded")


if __name__ == "__main__":
    main()
