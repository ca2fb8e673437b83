#!/usr/bin/env python3
"""The verb × shape matrix of Yopuy, and the refusals that word its compile errors, from one table.

    python3 .ci/verbs.py          writes the two generated files below
    python3 .ci/verbs.py --check  exits 1, naming the file, if that would change a committed file

Each capability protocol (IsShowable, ...) is declared by hand, with its documentation, in
Sources/Yopuy/Capabilities/<protocol>.swift. What it adds to each resource shape is the same for
every verb but for the verb's name, its method type and its words, and so are the unavailable
members that turn a mistake with a verb into a compile error in words (a misspelt member, a verb
whose capability was not adopted, an ID given with a label). Both are generated from one row of
TABLE below, one file for each (as the Swift standard library generates its integer types from
one template):

    Sources/Yopuy/Capabilities/VerbPaths.swift     what each verb adds to each resource shape
    Sources/Yopuy/Refusals/VerbRefusals.swift      the refusals that name each verb

Adding a verb is one row (and its protocol's hand-written file), then this script. The refusal
types' documentation (MisspeltMember.swift, VerbNotAdopted.swift, LabelledID.swift) quotes the
compiler's messages, which name the verbs: `--check` also fails, naming the file, when a quoted
message is no longer the one generated, so that the quotes are fixed by hand with the row.
The output is already in the form `swift format` gives it (see .swift-format), so that
`swift format lint --strict` passes and formatting never changes it.
"""

import argparse
import difflib
import re
import sys
from pathlib import Path

# ---------------------------------------------------------------------------------------------
# The table: one row per verb, in the order the compiler's messages name them.
#
#   protocol    the capability, declared by hand in Sources/Yopuy/Capabilities/<protocol>.swift
#   verb        the builders' name
#   method      the paths' method type
#   kind        what the paths read: SingularPath or CollectionPath
#   takes       "id": `VERB(id)` names one record of a collection (and the record's value has
#               `.VERB` when root_this is given); "nothing": `VERB` is the collection's own path
#   refusals    for a verb that takes an ID, where the refusals of a wrong ID are declared:
#               "shapes" (in `extension RootResource where Self: <protocol>`, and ChildResource's),
#               or "protocol" (in `extension <protocol>` itself, the shape in each one's `where`
#               clause; the comment the script writes above them says why: compile time);
#               None for a verb that takes nothing
#   unadopted   the method type of the twin that refuses `VERB(id)` on a resource that did not
#               adopt the protocol (VerbNotAdopted), spelt without the protocol's body type,
#               which such a resource has not; None: no twin (`show`: VerbNotAdopted.swift says
#               why; a verb that takes nothing: MisspeltMember's message names the capability)
#   returns     what `- Returns:` says of the root builder and of the child builder that take an ID
#   the rest    the summary line of each form's documentation comment, word for word, its example
#               path in it; None: the verb has no such form
#       root             static func VERB(_ id: ID), or static var VERB, of a RootResource
#       root_this        var VERB of a RootResource's record, and of a singleton's value
#       child            static func VERB(_ id: ID), or static var VERB, of a ChildResource
#       child_this       var VERB of a ChildResource's record
#       singleton        static var VERB (and var VERB, when root_this is given) of a
#                        SingularRootResource
#       child_singleton  the same of a SingularChildResource
#       parts            static func VERB(_ part: repeat each Part) of a RootResource
#       child_parts      static func VERB(_ part: repeat each Part) of a ChildResource
# ---------------------------------------------------------------------------------------------

RUNNABLE = ("A runnable path.", "A child path, to append under a path to one `Parent` record.")

TABLE = [
    dict(
        protocol="IsShowable",
        verb="show",
        method="GET",
        kind="SingularPath",
        takes="id",
        refusals="protocol",
        unadopted=None,
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
        protocol="IsListable",
        verb="list",
        method="GET",
        kind="CollectionPath",
        takes="nothing",
        refusals=None,
        unadopted=None,
        returns=None,
        root="Reads the collection: `GET posts`.",
        root_this=None,
        child="Reads the collection under one parent record: `GET …/comments`.",
        child_this=None,
        singleton=None,
        child_singleton=None,
        parts=None,
        child_parts=None,
    ),
    dict(
        protocol="IsCreatable",
        verb="create",
        method="POSTWith<CreateBody>",
        kind="SingularPath",
        takes="nothing",
        refusals=None,
        unadopted=None,
        returns=None,
        root="Creates a record in the collection: `POST posts`.",
        root_this=None,
        child="Creates a record under a parent record: `POST …/comments`.",
        child_this=None,
        singleton="Creates the singleton: `POST blog`.",
        child_singleton="Creates the singleton under a parent record: `POST …/author`.",
        parts=None,
        child_parts=None,
    ),
    dict(
        protocol="IsReplaceable",
        verb="replace",
        method="PUTWith<ReplaceBody>",
        kind="SingularPath",
        takes="id",
        refusals="shapes",
        unadopted="PUT",
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
        kind="SingularPath",
        takes="id",
        refusals="shapes",
        unadopted="PATCH",
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
        kind="SingularPath",
        takes="id",
        refusals="shapes",
        unadopted="DELETE",
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
        kind="SingularPath",
        takes="id",
        refusals="shapes",
        unadopted="ParentOnly",
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

COLUMNS = """protocol verb method kind takes refusals unadopted returns root root_this child child_this
    singleton child_singleton parts child_parts""".split()
# What only a verb that takes an ID has.
ID_COLUMNS = "unadopted returns root_this child_this parts child_parts".split()

ROOT = Path(__file__).resolve().parent.parent
PATHS_FILE = "Sources/Yopuy/Capabilities/VerbPaths.swift"
REFUSALS_FILE = "Sources/Yopuy/Refusals/VerbRefusals.swift"
LINE_LENGTH = 120  # .swift-format's lineLength

# ---------------------------------------------------------------------------------------------
# The compiler's messages, each named by the table. The hand-written documentation of the
# refusal types quotes them (see `quotes` below).
# ---------------------------------------------------------------------------------------------


def capabilities(rows):
    return ", ".join(f"{row['verb']}: {row['protocol']}" for row in rows)


def on_values(row):
    return row["root_this"] is not None


def takes_id(row):
    return row["takes"] == "id"


def messages():
    ids = [row["verb"] for row in TABLE if takes_id(row)]
    others = ", ".join(ids[1:-1]) + " and " + ids[-1]
    return dict(
        misspelling="no member of this name: is it misspelt, or is the capability that adds it not adopted? "
        f"({capabilities(TABLE)})",
        property_misspelling="no property or member of this name on this record: is it misspelt, or is it a "
        f"verb whose capability is not adopted? ({capabilities(filter(on_values, TABLE))})",
        not_adopted="the resource did not adopt the capability that adds this verb "
        f"({capabilities(row for row in TABLE if row['unadopted'])})",
        labelled_id=f"an ID goes without a label: {ids[0]}(1), not {ids[0]}(id: 1) (the same for {others})",
    )


# Where the hand-written documentation quotes each message, as the compiler prints it.
QUOTES = {
    "misspelling": "Sources/Yopuy/Refusals/MisspeltMember.swift",
    "property_misspelling": "Sources/Yopuy/Refusals/MisspeltMember.swift",
    "not_adopted": "Sources/Yopuy/Refusals/VerbNotAdopted.swift",
    "labelled_id": "Sources/Yopuy/Refusals/LabelledID.swift",
}

# ---------------------------------------------------------------------------------------------
# VerbPaths.swift. `{verb}`, `{protocol}`, `{method}` and the summaries come from a row; `{path}`
# and `{child_path}` are the builders' result types. A line `... { body }` longer than the
# formatter's 120 columns is written as `... {`, the body, `}`, as `swift format` breaks it.
# ---------------------------------------------------------------------------------------------

PATHS_HEADER = """\
Generated by .ci/verbs.py from its table: do not edit this file by hand. To change what a
capability adds to each resource shape, or to add a verb, edit the table and run
`python3 .ci/verbs.py`; CI's `python3 .ci/verbs.py --check` fails if regenerating would change
this file. The protocols themselves, with their documentation, are declared by hand in
Is*.swift; the refusals that word a mistake with a verb are generated into
Refusals/VerbRefusals.swift.

Repeats by design (duplicates pairs this file with itself, and with
Refusals/VerbRefusals.swift): the blocks below are the verb × shape matrix, one block per verb
and resource shape (root, child, singleton, child singleton, IDs of several parts, refused IDs),
the same but for the verb's name, its method type and its words. The table is where to read
and change them."""

ID_DOCS = """\
    ///
    /// - Parameter id: The record's ID; it becomes exactly one percent-encoded segment."""

PARTS_DOCS = """\
    ///
    /// - Parameter part: The ID's parts, in path order; each becomes one percent-encoded segment.
    /// - Returns: The same path as `{verb}(CompositeID(…))`."""

ROOT_BY_ID = """\
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

CHILD_BY_ID = """\
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

ROOT_COLLECTION = """\
extension RootResource where Self: {protocol} {{
    /// {root}
    @inlinable
    public static var {verb}: {path} {{ Path(route: ownRoute) }}
}}"""

CHILD_COLLECTION = """\
extension ChildResource where Self: {protocol} {{
    /// {child}
    @inlinable
    public static var {verb}: {child_path} {{ ChildPath(route: ownRoute) }}
}}"""

SINGLETON = """\
extension SingularRootResource where Self: {protocol} {{
    /// {singleton}
    @inlinable
    public static var {verb}: {path} {{ Path(route: ownRoute) }}
{singleton_var}}}

extension SingularChildResource where Self: {protocol} {{
    /// {child_singleton}
    @inlinable
    public static var {verb}: {child_path} {{ ChildPath(route: ownRoute) }}
{child_singleton_var}}}"""

SINGLETON_VALUE = """
    /// {summary}
    @inlinable
    public var {verb}: {path} {{ Self.{verb} }}
"""

PARTS = """\
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

WRONG_ID = """\
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
        {make}(route: ownRoute.refused)
    }}"""

WRONG_IDS_ON_SHAPES = """\
// Refused IDs

extension RootResource where Self: {protocol} {{
{root_refusal}
}}

extension ChildResource where Self: {protocol} {{
{child_refusal}
}}"""

# The measures are `show`'s: a verb whose refusals move into its protocol measures its own.
WRONG_IDS_ON_PROTOCOL = """\
// Refused IDs. They are members of `{protocol}` itself, each with its shape in its own `where`
// clause, not of `RootResource` or `ChildResource` where `Self: {protocol}`: when every `{verb}`
// a type has comes from a constrained extension, Swift 6.3 also offers the resource's
// `subscript(dynamicMember:)` as a choice for `{verb}`, and the type checker weighs it at every
// level of a path. A wrong order of six levels took 45 719 constraint scopes with it, 26 379
// without (`Benchmarks/compile-errors.sh`).

extension {protocol} {{
{root_refusal}

{child_refusal}
}}"""


def path_types(row):
    kind, method = row["kind"], row["method"]
    return f"Path<Self, {kind}, {method}>", f"ChildPath<Self, {kind}, {method}, Parent>"


def verb_paths(row):
    """The blocks of one verb: what it adds to each resource shape."""
    verb = row["verb"]
    path, child_path = path_types(row)
    fields = dict(row, path=path, child_path=child_path, id_docs=ID_DOCS, parts_docs=PARTS_DOCS.format(verb=verb))
    blocks = [f"// MARK: - {verb} ({row['protocol']})"]
    if takes_id(row):
        fields["root_this_var"] = ROOT_THIS.format(**fields) if row["root_this"] else ""
        fields["child_this_var"] = CHILD_THIS.format(**fields) if row["child_this"] else ""
        blocks += [ROOT_BY_ID, CHILD_BY_ID]
    else:
        blocks += [ROOT_COLLECTION, CHILD_COLLECTION]
    if row["singleton"]:
        values = on_values(row)
        fields["singleton_var"] = SINGLETON_VALUE.format(summary=row["singleton"], **fields) if values else ""
        fields["child_singleton_var"] = (
            SINGLETON_VALUE.format(summary=row["child_singleton"], verb=verb, path=child_path) if values else ""
        )
        blocks.append(SINGLETON)
    if row["parts"]:
        blocks.append(PARTS)
    if takes_id(row):
        on_protocol = row["refusals"] == "protocol"
        fields["root_refusal"] = WRONG_ID.format(
            verb=verb,
            result=path,
            where=" where Self: RootResource" if on_protocol else "",
            make="Path",
        )
        fields["child_refusal"] = WRONG_ID.format(
            verb=verb,
            # Outside a ChildResource extension, `Parent` is spelt `Self.Parent`.
            result=child_path.replace(", Parent>", ", Self.Parent>") if on_protocol else child_path,
            where=" where Self: ChildResource" if on_protocol else "",
            make="ChildPath",
        )
        blocks.append(WRONG_IDS_ON_PROTOCOL if on_protocol else WRONG_IDS_ON_SHAPES)
    return "\n\n".join(block.format(**fields) for block in blocks)


def paths_file():
    return swift_file(PATHS_HEADER, [verb_paths(row) for row in TABLE])


# ---------------------------------------------------------------------------------------------
# VerbRefusals.swift: for each verb, the members that turn a mistake with it into a compile error
# in words. The types they refuse with, and why each exists, are declared and documented by hand.
# Their order is the order of the hand-written files they came from (LabelledID, MisspeltMember,
# VerbNotAdopted), in which the type checker met them.
# ---------------------------------------------------------------------------------------------

REFUSALS_HEADER = """\
Generated by .ci/verbs.py from its table: do not edit this file by hand. The members below turn
a mistake with a verb into a compile error in words: an ID given with a label (see
LabelledID.swift), a misspelt member or a verb whose capability was not adopted (see
MisspeltMember.swift), a verb that takes an ID on a resource that did not adopt its capability
(see VerbNotAdopted.swift). Those files declare and document the types the members refuse with;
this one names the verbs, from the same table as Capabilities/VerbPaths.swift, so that adding a
verb is one row of it. CI's `python3 .ci/verbs.py --check` fails if regenerating would change
this file.

Repeats by design (duplicates pairs this file with itself, and with
Capabilities/VerbPaths.swift): the blocks below are one refusal per verb or per resource shape,
the same but for the verb's name, the shape and their words."""


def unavailable(message, indent=""):
    return "\n".join(
        indent + line
        for line in [
            "@available(",
            "    *,",
            "    unavailable,",
            *(
                [f'    message: "{message}"']
                if len(indent) + len(f'    message: "{message}"') <= LINE_LENGTH
                else ["    message:", f'        "{message}"']
            ),
            ")",
        ]
    )


LABELLED_ID = """\
extension {shape} where Self: {protocol} {{
    /// Refuses `{verb}(id:)`: an ID goes without a label (see ``LabelledID``).
    ///
    /// - Parameters:
    ///   - id: The ID, or a ``CompositeID``'s parts, given with a label.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func {verb}<each Given, Refusal: IDRefusal>(
        id: repeat each Given,
        refusal: Refusal.Type = LabelledID.self
    ) -> {result} {{
        {make}(route: ownRoute.refused)
    }}
}}"""

NOT_ADOPTED = """\
    /// Refuses `{verb}` on a resource that is not ``{protocol}`` (see ``VerbNotAdopted``).
    ///
    /// - Parameters:
    ///   - id: What was given to the verb.
    ///   - refusal: Never pass it: its default makes the call a compile error.
    /// - Returns: Nothing: a call to it does not compile.
    @_disfavoredOverload
    public static func {verb}<each Given, Refusal: IDRefusal>(
        _ id: repeat each Given,
        refusal: Refusal.Type = VerbNotAdopted.self
    ) -> {result} {{
        {make}(route: ownRoute.refused)
    }}"""

VERB_NAME = """\
    /// The name of ``{protocol}``'s verb.
    public var {verb}: MisspeltMember.Verb {{ MisspeltMember.Verb() }}"""

# The four subscripts of MisspeltMember on one resource shape: on the type, a verb the shape did
# not adopt and any other name; on a record's or a singleton's value, the same.
TYPE_VERB = """\
    /// {summary}: see ``MisspeltMember``.
    ///
    /// - Parameter verb: The verb's name, as a key path; a compile error names it.
{unavailable}
    public static subscript(
        dynamicMember verb: KeyPath<MisspeltMember.TypeMembers, MisspeltMember.Verb>
    ) -> {result} {{
        {make}(route: ownRoute.refused)
    }}"""

TYPE_MISSPELLING = """\
    /// Refuses a member this {noun} does not have: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name, as a key path; a compile error names it.
    public static subscript<Name: MisspellingRefusal>(
        dynamicMember member: KeyPath<MisspeltMember.TypeMembers, Name>
    ) -> {result} {{
        {make}(route: ownRoute.refused)
    }}"""

VALUE_MISSPELLING = """\
    /// Refuses a member this {value_noun} does not have, on its value: see ``MisspeltMember``.
    ///
    /// - Parameter member: The misspelt name, as a key path; a compile error names it.
    public subscript<Name: MisspellingRefusal>(
        dynamicMember member: KeyPath<MisspeltMember.ValueMembers, Name>
    ) -> {result} {{
        {make}(route: Self.ownRoute.refused)
    }}"""

VALUE_VERB = """\
    /// Refuses a verb whose capability this {value_noun} did not adopt, on its value: see
    /// ``MisspeltMember``.
    ///
    /// - Parameter verb: The verb's name, as a key path; a compile error names it.
{unavailable}
    public subscript(
        dynamicMember verb: KeyPath<MisspeltMember.ValueMembers, MisspeltMember.Verb>
    ) -> {result} {{
        {make}(route: Self.ownRoute.refused)
    }}"""

# Every resource shape that is `@dynamicMemberLookup`: its protocol, whether its paths are child
# paths, what its documentation calls it, and what it calls its value (None: it has none).
SHAPES = [
    ("RootResource", False, "resource", "record"),
    ("ChildResource", True, "resource", "record"),
    ("SingularRootResource", False, "singleton", "singleton"),
    ("SingularChildResource", True, "singleton", "singleton"),
    ("RootNamespace", False, "namespace", None),
    ("ChildNamespace", True, "namespace", None),
]


def misspelt_members(message):
    """The subscripts of every resource shape that refuse a misspelt member or an unadopted verb."""
    absent = ", ".join(f"no `{row['verb']}`" for row in TABLE if not row["singleton"])
    blocks = []
    for shape, child, noun, value_noun in SHAPES:
        fields = dict(
            noun=noun,
            value_noun=value_noun,
            result=(
                "ChildPath<Self, MisspeltMember, ParentOnly, Parent>" if child else "Path<Self, MisspeltMember, ParentOnly>"
            ),
            make="ChildPath" if child else "Path",
            summary=(
                f"Refuses a verb whose capability this {noun} did not adopt"
                if noun == "resource"
                else f"Refuses a verb this {noun} does not have (a {noun} has {absent}, and only the verbs it adopted)"
            ),
        )
        members = [
            TYPE_VERB.format(unavailable=unavailable(message["misspelling"], "    "), **fields),
            TYPE_MISSPELLING.format(**fields),
        ]
        if value_noun:
            members += [
                VALUE_MISSPELLING.format(**fields),
                VALUE_VERB.format(unavailable=unavailable(message["property_misspelling"], "    "), **fields),
            ]
        blocks.append(f"extension {shape} {{\n" + "\n\n".join(members) + "\n}")
    return blocks


def refusals_file():
    message = messages()
    ids = [row for row in TABLE if takes_id(row)]
    blocks = ["// MARK: - An ID given with a label (LabelledID)"]
    blocks.append(unavailable(message["labelled_id"]) + "\nextension LabelledID: IDRefusal {}")
    for shape, child in (("RootResource", False), ("ChildResource", True)):
        for row in ids:
            blocks.append(
                LABELLED_ID.format(shape=shape, result=path_types(row)[child], make=["Path", "ChildPath"][child], **row)
            )

    blocks.append("// MARK: - A misspelt member, or a verb whose capability was not adopted (MisspeltMember)")
    for members, rows in (("TypeMembers", TABLE), ("ValueMembers", list(filter(on_values, TABLE)))):
        names = "\n".join(VERB_NAME.format(**row) for row in rows)
        blocks.append(f"extension MisspeltMember.{members} {{\n{names}\n}}")
    blocks.append(unavailable(message["misspelling"]) + "\nextension MisspeltMember.Misspelling: MisspellingRefusal {}")
    blocks.append(
        unavailable(message["property_misspelling"])
        + "\nextension MisspeltMember.PropertyMisspelling: MisspellingRefusal {}"
    )
    blocks += misspelt_members(message)

    blocks.append("// MARK: - A verb that takes an ID, not adopted (VerbNotAdopted)")
    blocks.append(unavailable(message["not_adopted"]) + "\nextension VerbNotAdopted: IDRefusal {}")
    for shape, child in (("RootResource", False), ("ChildResource", True)):
        twins = [
            NOT_ADOPTED.format(
                result=path_types(dict(row, method=row["unadopted"]))[child],
                make=["Path", "ChildPath"][child],
                **{key: row[key] for key in ("verb", "protocol")},
            )
            for row in ids
            if row["unadopted"]
        ]
        blocks.append(f"extension {shape} {{\n" + "\n\n".join(twins) + "\n}")
    return swift_file(REFUSALS_HEADER, blocks)


# ---------------------------------------------------------------------------------------------
# Writing and checking.
# ---------------------------------------------------------------------------------------------


def check_table():
    columns = set(COLUMNS)
    for row in TABLE:
        if (
            set(row) != columns
            or row["takes"] not in ("id", "nothing")
            or row["kind"] not in ("SingularPath", "CollectionPath")
            or (row["refusals"] not in ("protocol", "shapes") if takes_id(row) else row["refusals"] is not None)
            or (row["returns"] is None if takes_id(row) else any(row[key] for key in ID_COLUMNS))
        ):
            sys.exit(
                f"verbs.py: the row of {row.get('protocol')} should have exactly the columns {sorted(columns)}, "
                f'takes "id" or "nothing", kind SingularPath or CollectionPath, and refusals "protocol" or '
                f'"shapes" and returns if it takes an ID; if not, None in refusals and in {", ".join(ID_COLUMNS)}; '
                f"its columns missing: {sorted(columns - set(row))}, extra: {sorted(set(row) - columns)}"
            )


def swift_file(header, blocks):
    header = "\n//\n".join(comment(paragraph) for paragraph in header.split("\n\n"))
    text = "\n\n".join([header] + blocks)
    return "\n".join(wrapped(line) for line in text.split("\n")) + "\n"


def comment(paragraph, prefix="//", width=100):
    """A paragraph as `//` lines of at most `width` columns, never broken inside a `code span`."""
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
        if lines[-1] and len(prefix) + 1 + len(lines[-1]) + 1 + len(word) > width:
            lines.append("")
        lines[-1] += (" " if lines[-1] else "") + word
    return "\n".join(f"{prefix} {line}" for line in lines)


def wrapped(line):
    """A line of code as `swift format` leaves it: `decl { body }` broken if it is too long (a
    string literal is left whole); a comment's line that is too long wrapped at 100 columns."""
    if len(line) <= LINE_LENGTH or line.lstrip().startswith('"'):
        return line
    indent = line[: len(line) - len(line.lstrip())]
    if line.lstrip().startswith("//"):
        prefix, _, text = line.lstrip().partition(" ")
        return "\n".join(indent + part for part in comment(text, prefix, 100 - len(indent)).split("\n"))
    declaration, brace, body = line.rstrip().removesuffix(" }").partition(" { ")
    if not brace or not line.rstrip().endswith(" }"):
        sys.exit(f"verbs.py: a generated line is longer than {LINE_LENGTH} columns: {line.strip()}")
    for part in (declaration, f"{indent}    {body}"):
        if len(part) > LINE_LENGTH:
            sys.exit(f"verbs.py: a generated line is longer than {LINE_LENGTH} columns: {part.strip()}")
    return f"{declaration} {{\n{indent}    {body}\n{indent}}}"


def quotes():
    """The hand-written files whose documentation no longer quotes a message as generated."""
    stale = []
    for key, message in messages().items():
        name = QUOTES[key]
        docs = " ".join(
            line.strip().removeprefix("///").strip()
            for line in (ROOT / name).read_text(encoding="utf-8").splitlines()
            if line.strip().startswith("///")
        )
        if message not in re.sub(r"\s+", " ", docs):
            stale.append(f"{name} does not quote the message its type now gives: {message}")
    return stale


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 if regenerating would change a file"
    )
    check = parser.parse_args().check

    check_table()
    wanted = {ROOT / PATHS_FILE: paths_file(), ROOT / REFUSALS_FILE: refusals_file()}
    # A file generated by an earlier version of this script, under another name.
    stale = [
        path
        for folder in {path.parent for path in wanted}
        for path in sorted(folder.glob("*.swift"))
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
            print(f"{name} was generated by .ci/verbs.py but is no longer one of its files", file=sys.stderr)
        else:
            path.unlink()
            print(f"removed {name}")

    stale_quotes = quotes()
    for line in stale_quotes:
        print(f"verbs.py: {line}", file=sys.stderr)
    if check and differing:
        print(
            "verbs.py: regenerating would change the files above. Edit the table in .ci/verbs.py, not the "
            "generated files, then run `python3 .ci/verbs.py` and commit what it writes.",
            file=sys.stderr,
        )
    if stale_quotes:
        print("verbs.py: fix the quoted messages by hand (the generated files are right).", file=sys.stderr)
    if (check and differing) or stale_quotes:
        sys.exit(1)
    if not differing:
        print(f"verbs.py: {PATHS_FILE} and {REFUSALS_FILE} match the table")


if __name__ == "__main__":
    main()
