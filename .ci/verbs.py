#!/usr/bin/env python3
"""The verb × shape matrix of Sources/Yopuy/Capabilities, generated from one table.

    python3 .ci/verbs.py          writes Sources/Yopuy/Capabilities/<protocol>+Paths.swift
    python3 .ci/verbs.py --check  exits 1, naming the file, if that would change a committed file

Each capability protocol (IsShowable, ...) is declared by hand, with its documentation, in
<protocol>.swift. What it adds to each resource shape is the same for every verb but for the
verb's name, its method type and its words, so those extensions are generated from one row of
TABLE below: adding a verb is one row (and its protocol's hand-written file), then this script.
The output is already in the form `swift format` gives it (see .swift-format), so that
`swift format lint --strict` passes and formatting never changes it.
"""

import argparse
import difflib
import sys
import textwrap
from pathlib import Path

# ---------------------------------------------------------------------------------------------
# The table: one row per verb.
#
#   protocol    the capability, declared by hand in Sources/Yopuy/Capabilities/<protocol>.swift
#   verb        the builders' name
#   method      the paths' method type
#   refusals    where the refusals of a wrong ID are declared: "shapes" (in
#               `extension RootResource where Self: <protocol>`, and ChildResource's), or
#               "protocol" (in `extension <protocol>` itself, the shape in each one's `where`
#               clause; the comment the script writes above them says why: compile time)
#   returns     what `- Returns:` says of the root builder and of the child builder
#   the rest    the summary line of each form's documentation comment, word for word, its example
#               path in it:
#       root             static func VERB(_ id: ID) of a RootResource
#       root_this        var VERB of a RootResource's record (None: no instance vars)
#       child            static func VERB(_ id: ID) of a ChildResource
#       child_this       var VERB of a ChildResource's record
#       singleton        static var VERB and var VERB of a SingularRootResource (None: no singletons)
#       child_singleton  static var VERB and var VERB of a SingularChildResource
#       parts            static func VERB(_ part: repeat each Part) of a RootResource
#       child_parts      static func VERB(_ part: repeat each Part) of a ChildResource
# ---------------------------------------------------------------------------------------------

RUNNABLE = ("A runnable path.", "A child path, to append under a path to one `Parent` record.")

TABLE = [
    dict(
        protocol="IsShowable",
        verb="show",
        method="GET",
        refusals="protocol",
        returns=RUNNABLE,
        root="Reads one record: `GET posts/1`.",
        root_this="Reads this record again: `GET posts/1`.",
        child="Reads one record under a parent record: `GET …/comments/2`.",
        child_this="Reads this record again under a parent record: `GET …/comments/2`.",
        singleton="Reads the singleton: `GET blog`.",
        child_singleton="Reads the singleton under a parent record: `GET …/author`.",
        parts="Reads one record whose ``CompositeID`` is given part by part: `GET repos/apple/swift`.",
        child_parts="Reads one record under a parent record, its ``CompositeID`` given part by part: "
        "`GET …/issues/apple/42`.",
    ),
    dict(
        protocol="IsReplaceable",
        verb="replace",
        method="PUTWith<ReplaceBody>",
        refusals="shapes",
        returns=RUNNABLE,
        root="Replaces one record: `PUT posts/1`.",
        root_this="Replaces this record: `PUT posts/1`.",
        child="Replaces one record under a parent record: `PUT …/comments/2`.",
        child_this="Replaces this record under a parent record: `PUT …/comments/2`.",
        singleton="Replaces the singleton: `PUT blog`.",
        child_singleton="Replaces the singleton under a parent record: `PUT …/author`.",
        parts="Replaces one record whose ``CompositeID`` is given part by part: `PUT repos/apple/swift`.",
        child_parts="Replaces one record under a parent record, its ``CompositeID`` given part by part: "
        "`PUT …/labels/apple/bug`.",
    ),
    dict(
        protocol="IsPatchable",
        verb="update",
        method="PATCHWith<UpdateBody>",
        refusals="shapes",
        returns=RUNNABLE,
        root="Changes part of one record: `PATCH posts/1`.",
        root_this="Changes part of this record: `PATCH posts/1`.",
        child="Changes part of one record under a parent record: `PATCH …/comments/2`.",
        child_this="Changes part of this record under a parent record: `PATCH …/comments/2`.",
        singleton="Changes part of the singleton: `PATCH blog`.",
        child_singleton="Changes part of the singleton under a parent record: `PATCH …/author`.",
        parts="Changes part of one record whose ``CompositeID`` is given part by part: `PATCH repos/apple/swift`.",
        child_parts="Changes part of one record under a parent record, its ``CompositeID`` given part by part: "
        "`PATCH …/labels/apple/bug`.",
    ),
    dict(
        protocol="IsDeletable",
        verb="delete",
        method="DELETE",
        refusals="shapes",
        returns=RUNNABLE,
        root="Removes one record: `DELETE posts/1`.",
        root_this="Removes this record: `DELETE posts/1`.",
        child="Removes one record under a parent record: `DELETE …/comments/2`.",
        child_this="Removes this record under a parent record: `DELETE …/comments/2`.",
        singleton="Removes the singleton: `DELETE blog`.",
        child_singleton="Removes the singleton under a parent record: `DELETE …/author`.",
        parts="Removes one record whose ``CompositeID`` is given part by part: `DELETE repos/apple/swift`.",
        child_parts="Removes one record under a parent record, its ``CompositeID`` given part by part: "
        "`DELETE …/labels/apple/bug`.",
    ),
    dict(
        protocol="IsAddressable",
        verb="at",
        method="ParentOnly",
        refusals="shapes",
        returns=(
            "A path that can only stand before `/`.",
            "A child path that, once appended, can only stand before `/`.",
        ),
        root="Names one record, as a parent for child paths: `orgs/1`.",
        root_this=None,
        child="Names one record under a parent record, as a parent for child paths: `…/teams/2`.",
        child_this=None,
        singleton=None,
        child_singleton=None,
        parts="Names one record, as a parent for child paths, whose ``CompositeID`` is given part by part: "
        "`repos/apple/swift`.",
        child_parts="Names one record, as a parent for child paths, under a parent record, its ``CompositeID`` "
        "given part by part: `…/teams/apple/core`.",
    ),
]

# ---------------------------------------------------------------------------------------------
# The templates. `{verb}`, `{protocol}`, `{method}` and the summaries come from a row; `{path}`
# and `{child_path}` are the builders' result types. A line `... { body }` longer than the
# formatter's 120 columns is written as `... {`, the body, `}`, as `swift format` breaks it.
# ---------------------------------------------------------------------------------------------

ROOT = Path(__file__).resolve().parent.parent
FOLDER = "Sources/Yopuy/Capabilities"
LINE_LENGTH = 120  # .swift-format's lineLength

HEADER = """\
Generated by .ci/verbs.py from its table: do not edit this file by hand. To change what
`{protocol}` adds to each resource shape, or to add a verb, edit the table and run
`python3 .ci/verbs.py`; CI's `python3 .ci/verbs.py --check` fails if regenerating would change
this file. {protocol} itself, with its documentation, is declared by hand in {protocol}.swift.

The blocks below repeat one another{others} by design: they are the verb × shape matrix, one
block per verb and resource shape (root, child, singleton, child singleton, IDs of several parts,
refused IDs), the same but for the verb's name, its method type and its words."""

ID_DOCS = """\
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment."""

PARTS_DOCS = """\
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `{verb}(CompositeID(…))`."""

ROOT_RESOURCES = """\
// MARK: - Root resources

extension RootResource where Self: {protocol} {{
    /// {root}
{id_docs}
    /// - Returns: {returns[0]}
    @inlinable
    public static func {verb}(_ id: ID) -> {path} {{ Path(route: recordRoute(id)) }}
{root_this_var}}}"""

ROOT_THIS = """
    /// {root_this}
    @inlinable
    public var {verb}: {path} {{ Self.{verb}(id) }}
"""

CHILD_RESOURCES = """\
// MARK: - Child resources

extension ChildResource where Self: {protocol} {{
    /// {child}
{id_docs}
    /// - Returns: {returns[1]}
    @inlinable
    public static func {verb}(_ id: ID) -> {child_path} {{ ChildPath(route: recordRoute(id)) }}
{child_this_var}}}"""

CHILD_THIS = """
    /// {child_this}
    @inlinable
    public var {verb}: {child_path} {{ Self.{verb}(id) }}
"""

SINGLETONS = """\
// MARK: - Singular root resources

extension SingularRootResource where Self: {protocol} {{
    /// {singleton}
    @inlinable
    public static var {verb}: {path} {{ Path(route: ownRoute) }}

    /// {singleton}
    @inlinable
    public var {verb}: {path} {{ Self.{verb} }}
}}

// MARK: - Singular child resources

extension SingularChildResource where Self: {protocol} {{
    /// {child_singleton}
    @inlinable
    public static var {verb}: {child_path} {{ ChildPath(route: ownRoute) }}

    /// {child_singleton}
    @inlinable
    public var {verb}: {child_path} {{ Self.{verb} }}
}}"""

PARTS = """\
// MARK: - IDs of several parts

extension RootResource where Self: {protocol} {{
    /// {parts}
{parts_docs}
    @inlinable
    public static func {verb}<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> {path} where ID == CompositeID<repeat each Part> {{
        {verb}(CompositeID(repeat each part))
    }}
}}

extension ChildResource where Self: {protocol} {{
    /// {child_parts}
{parts_docs}
    @inlinable
    public static func {verb}<each Part: PathSegmentConvertible>(
        _ part: repeat each Part
    ) -> {child_path} where ID == CompositeID<repeat each Part> {{
        {verb}(CompositeID(repeat each part))
    }}
}}"""

REFUSAL = """\
    /// Refuses an ID that is not of this resource's ``IdentifiableResource/ID`` type, or parts
    /// that are not its ``CompositeID``'s: every call that reaches it is a compile error that says
    /// so (see ``IDRefusal``).
    ///
    /// - Parameters:
    ///   - id: What was given instead of the ID.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func {verb}<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = WrongIDType.self
    ) -> {result}{where} {{
        {kind}(route: ownRoute.refused)
    }}"""

REFUSALS_ON_SHAPES = """\
// MARK: - Refused IDs

extension RootResource where Self: {protocol} {{
{root_refusal}
}}

extension ChildResource where Self: {protocol} {{
{child_refusal}
}}"""

# The measures are `show`'s: a verb whose refusals move into its protocol measures its own.
REFUSALS_ON_PROTOCOL = """\
// MARK: - Refused IDs

// The refusals are members of `{protocol}` itself, each with its shape in its own `where`
// clause, not of `RootResource` or `ChildResource` where `Self: {protocol}`: when every `{verb}`
// a type has comes from a constrained extension, Swift 6.3 also offers the resource's
// `subscript(dynamicMember:)` as a choice for `{verb}`, and the type checker weighs it at every
// level of a path. A wrong order of six levels took 45 719 constraint scopes with it, 26 379
// without (`Benchmarks/compile-errors.sh`).

extension {protocol} {{
{root_refusal}

{child_refusal}
}}"""


COLUMNS = """protocol verb method refusals returns root root_this child child_this singleton child_singleton
    parts child_parts""".split()


def file_name(row):
    return f"{row['protocol']}+Paths.swift"


def generate(row):
    """The text of one protocol's generated file."""
    columns = set(COLUMNS)
    if set(row) != columns or row["refusals"] not in ("protocol", "shapes"):
        sys.exit(
            f"verbs.py: the row of {row.get('protocol')} should have exactly the columns {sorted(columns)}, "
            f"and refusals \"protocol\" or \"shapes\"; it has {sorted(row)}"
        )
    verb, method = row["verb"], row["method"]
    on_protocol = row["refusals"] == "protocol"
    fields = dict(
        row,
        path=f"Path<Self, SingularPath, {method}>",
        child_path=f"ChildPath<Self, SingularPath, {method}, Parent>",
        id_docs=ID_DOCS,
        parts_docs=PARTS_DOCS.format(verb=verb),
    )
    fields["root_this_var"] = ROOT_THIS.format(**fields) if row["root_this"] else ""
    fields["child_this_var"] = CHILD_THIS.format(**fields) if row["child_this"] else ""
    fields["root_refusal"] = REFUSAL.format(
        verb=verb,
        result=fields["path"],
        where=" where Self: RootResource" if on_protocol else "",
        kind="Path",
    )
    fields["child_refusal"] = REFUSAL.format(
        verb=verb,
        # Outside a ChildResource extension, `Parent` is spelt `Self.Parent`.
        result=fields["child_path"].replace(", Parent>", ", Self.Parent>") if on_protocol else fields["child_path"],
        where=" where Self: ChildResource" if on_protocol else "",
        kind="ChildPath",
    )

    others = [file_name(other) for other in TABLE if other is not row]
    others = ", ".join(others[:-1]) + " and " + others[-1] if len(others) > 1 else "".join(others)
    header = HEADER.format(protocol=row["protocol"], others=f", and those of {others}," if others else "")
    header = "\n//\n".join(comment(paragraph) for paragraph in header.split("\n\n"))

    blocks = [ROOT_RESOURCES, CHILD_RESOURCES]
    if row["singleton"]:
        blocks.append(SINGLETONS)
    blocks.append(PARTS)
    blocks.append(REFUSALS_ON_PROTOCOL if on_protocol else REFUSALS_ON_SHAPES)
    text = "\n\n".join([header] + [block.format(**fields) for block in blocks])
    return "\n".join(wrapped(line) for line in text.split("\n")) + "\n"


def comment(paragraph):
    """A paragraph as `//` lines of at most 100 columns, never broken inside a `code span`."""
    words = paragraph.split()
    joined, in_code = [], False
    for word in words:
        if in_code:
            joined[-1] += " " + word
        else:
            joined.append(word)
        in_code ^= word.count("`") % 2 == 1
    lines = [""]
    for word in joined:
        if lines[-1] and len(lines[-1]) + 1 + len(word) > 97:
            lines.append("")
        lines[-1] += (" " if lines[-1] else "") + word
    return "\n".join(f"// {line}" for line in lines)


def wrapped(line):
    """A line of code as `swift format` leaves it: `decl { body }` broken if it is too long."""
    if len(line) <= LINE_LENGTH or line.lstrip().startswith("//"):
        return line
    indent = line[: len(line) - len(line.lstrip())]
    declaration, brace, body = line.rstrip().removesuffix(" }").partition(" { ")
    if not brace or not line.rstrip().endswith(" }"):
        sys.exit(f"verbs.py: a generated line is longer than {LINE_LENGTH} columns: {line.strip()}")
    for part in (declaration, f"{indent}    {body}"):
        if len(part) > LINE_LENGTH:
            sys.exit(f"verbs.py: a generated line is longer than {LINE_LENGTH} columns: {part.strip()}")
    return f"{declaration} {{\n{indent}    {body}\n{indent}}}"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 if regenerating would change a file"
    )
    check = parser.parse_args().check

    folder = ROOT / FOLDER
    wanted = {folder / file_name(row): generate(row) for row in TABLE}
    # A generated file whose verb left the table.
    stale = [
        path
        for path in sorted(folder.glob("*+Paths.swift"))
        if path not in wanted and path.read_text(encoding="utf-8").startswith("// Generated by .ci/verbs.py")
    ]

    differing = []
    for path, text in wanted.items():
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old == text:
            continue
        differing.append(path)
        name = str(path.relative_to(ROOT))
        if check:
            print(f"{name} is not what .ci/verbs.py generates from its table:", file=sys.stderr)
            diff = difflib.unified_diff(
                (old or "").splitlines(keepends=True),
                text.splitlines(keepends=True),
                f"{name} (committed)",
                f"{name} (generated)",
            )
            sys.stderr.writelines(list(diff)[:60])
        else:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {name}")
    for path in stale:
        name = str(path.relative_to(ROOT))
        differing.append(path)
        if check:
            print(f"{name} was generated by .ci/verbs.py for a verb its table no longer has", file=sys.stderr)
        else:
            path.unlink()
            print(f"removed {name}")

    if check and differing:
        print(
            "verbs.py: regenerating would change the files above. Edit the table in .ci/verbs.py, not the "
            "generated files, then run `python3 .ci/verbs.py` and commit what it writes.",
            file=sys.stderr,
        )
        sys.exit(1)
    if not differing:
        print(f"verbs.py: the {len(wanted)} generated files of {FOLDER} match the table")


if __name__ == "__main__":
    main()
