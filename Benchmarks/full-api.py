#!/usr/bin/env python3
"""Writes the full-API compile benchmark's Swift sources from a list of routes.

    full-api.py ROUTES OUT

ROUTES has one `METHOD /path` a line (GitHub's REST API: ../shared/routes/github-rest-routes.txt).
OUT receives:

- yopuy/Models.swift, yopuy/Routes.swift: one Yopuy declaration per level of the API, declared as
  the README teaches, and one path expression per route;
- floor/Models.swift, floor/Routes.swift: the same models as plain `Codable` structs, and one
  function per route that builds its method and path by string interpolation;
- main.swift: reads the expected routes on standard input and prints every route whose method
  and path differ (for --verify, compiled with either module's files);
- expected.tsv: a line per route, `route text<TAB>method<TAB>path`, the path being the route's
  text with each `{parameter}` replaced by the value its expression passes;
- report.txt: what was declared, and the routes that cannot be said, with why.

Python 3 standard library only. Each level becomes a resource (see `Modeller`):

- a literal followed by a `{parameter}` is a collection of records: a `RootResource` or a
  `ChildResource` whose ID is that parameter, or a `CompositeID` of a run of parameters
  (`/repos/{owner}/{repo}`), a `SegmentedID` for a file's path or a Git ref;
- GET on it lists (`IsListable`), POST creates (`IsCreatable`); GET, PUT, PATCH and DELETE on a
  record show, replace, update and delete it; another verb is a `CollectionAction` or a
  `RecordAction` on the level's own URL (`static let path = ""`);
- a literal beside the records (`/issues/comments`, `/releases/latest`) is a `CollectionAction`
  when nothing is below it, else a level of its own whose path holds both literals
  (`"issues/comments"`);
- a literal that no parameter follows is a singleton (`SingularRootResource`,
  `SingularChildResource`) when it is read, a `RootNamespace` or `ChildNamespace` when it is
  not; a leaf with a plural name and only GET or POST is a list without records, and a leaf that
  is only POSTed to under a record is a `RecordAction` (`/runs/{run_id}/cancel`);
- a parameter right under a record or a singleton is a resource of its own at `path = ""`
  (`/gists/{gist_id}/{sha}`, `/user/{account_id}`).
"""

import re
import sys
from pathlib import Path

# Parameters whose names say "number" but whose values are strings.
STRING_IDS = {"client_id", "gist_id", "ghsa_id", "export_id", "network_configuration_id",
              "network_settings_id", "key_id"}
# Names the generated code must not shadow: the standard library's, Yopuy's, Foundation's.
RESERVED = {"Type", "Protocol", "Self", "Any", "String", "Int", "Bool", "Double", "Array", "Set",
            "Dictionary", "Optional", "Result", "Error", "Path", "ChildPath", "Route", "Data", "URL",
            "Response", "Service", "Query", "Pages", "GET", "POST", "PUT", "PATCH", "DELETE",
            "Never", "Codable", "Decodable", "Encodable", "Resource", "Collection", "Sequence",
            "Character", "Substring", "Float", "Void"}
VERB_METHOD = {"GET": "show", "PUT": "replace", "PATCH": "update", "DELETE": "delete", "POST": "create"}
CAPABILITY = {"GET": "IsShowable", "PUT": "IsReplaceable", "PATCH": "IsPatchable", "DELETE": "IsDeletable",
              "POST": "IsCreatable"}
ACTION_METHOD = {"GET": "GET", "POST": "POST", "PUT": "PUT", "PATCH": "PATCH", "DELETE": "DELETE"}


def camel(text, upper=True):
    words = [word for word in re.split(r"[^A-Za-z0-9]+", text) if word]
    joined = "".join(word[:1].upper() + word[1:] for word in words)
    if not upper:
        joined = joined[:1].lower() + joined[1:]
    if joined[:1].isdigit():
        joined = "N" + joined
    return joined


def singular(word):
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("sses", "xes", "ches", "shes", "uses")):
        return word[:-2]
    if is_plural(word):
        return word[:-1]
    return word


def is_plural(word):
    last = re.split(r"[-_]", word)[-1]
    return last.endswith("s") and not last.endswith(("ss", "us", "is", "ics"))


class Node:
    """A level of the route tree: a literal or a parameter."""

    def __init__(self, segment):
        self.segment = segment
        self.literals = {}
        self.parameter = None
        self.names = []  # the parameter's names, in the order the routes give them
        self.routes = {}  # method -> [route]

    def is_leaf(self):
        return not self.literals and self.parameter is None


class Route:
    def __init__(self, index, method, text):
        self.index = index
        self.method = method
        self.text = text
        bare = re.sub(r"\{\?[^}]*\}$", "", text)
        self.segments = [segment for segment in bare.strip("/").split("/") if segment]
        self.values = {}  # segment index -> (Swift argument, text in the path)
        self.steps = None
        self.compromise = None


class Declaration:
    def __init__(self, kind, name, path, parent):
        self.kind = kind  # root, child, singularRoot, singularChild, rootNamespace, childNamespace,
        # recordAction, collectionAction
        self.name = name
        self.path = path
        self.parent = parent
        self.capabilities = []
        self.id_parts = []  # [(name, Swift type)]
        self.id_kind = None  # "Int", "String", "SegmentedID", "Composite"
        self.method = None
        self.target = None

    def add(self, capability):
        if capability not in self.capabilities:
            self.capabilities.append(capability)

    @property
    def is_namespace(self):
        return self.kind in ("rootNamespace", "childNamespace")

    @property
    def is_model(self):
        return not self.is_namespace


class Modeller:
    def __init__(self, routes):
        self.routes = routes
        self.root = Node("")
        self.declarations = []
        self.names = set()
        self.unsayable = []
        for route in routes:
            node = self.root
            for segment in route.segments:
                if segment.startswith("{"):
                    if node.parameter is None:
                        node.parameter = Node("{}")
                    node = node.parameter
                    if segment not in node.names:
                        node.names.append(segment)
                else:
                    node = node.literals.setdefault(segment, Node(segment))
            node.routes.setdefault(route.method, []).append(route)

    # MARK: names and IDs

    def name(self, wanted, parent):
        base = camel(wanted) or "Root"
        if base in RESERVED:
            base += "Resource"
        candidates = [base]
        if parent is not None:
            candidates.append(parent.name.removesuffix("Namespace") + base)
        for candidate in candidates:
            if candidate not in self.names:
                self.names.add(candidate)
                return candidate
        number = 2
        while f"{candidates[-1]}{number}" in self.names:
            number += 1
        self.names.add(f"{candidates[-1]}{number}")
        return f"{candidates[-1]}{number}"

    @staticmethod
    def type_of(names, literal):
        """The Swift type of a parameter level whose routes name it `names`."""
        bare = [name[1:-1] for name in names]
        if any("{" in name for name in bare):
            return "String"  # {base}...{head}: one segment of two parameters
        if bare == ["path"] or (bare == ["ref"] and literal in ("ref", "refs", "matching-refs")):
            return "SegmentedID"
        numeric = [name.endswith(("_id", "_number")) and name not in STRING_IDS for name in bare]
        return "Int" if all(numeric) else "String"

    def record(self, declaration, node, literal):
        """Gives `declaration` the ID of the run of parameters from `node`; answers the run's last node."""
        run = [node]
        while not run[-1].routes and not run[-1].literals and run[-1].parameter is not None:
            run.append(run[-1].parameter)
        declaration.id_parts = [(level.names[0], self.type_of(level.names, literal)) for level in run]
        declaration.id_kind = declaration.id_parts[0][1] if len(run) == 1 else "Composite"
        declaration.run = run
        declaration.literal = literal
        declaration.first_index = self.depth_of(node)
        return run[-1]

    def arguments(self, declaration, route):
        """The Swift arguments of the record's ID in `route`, and the values they put in its path."""
        arguments = []
        for offset, (_, swift_type) in enumerate(declaration.id_parts):
            index = declaration.first_index + offset
            segment = route.segments[index]
            name = segment.replace("{", "").replace("}", "")
            if swift_type == "Int":
                text = str(index + 1)
                value = text
            elif swift_type == "SegmentedID":
                text = "docs/README.md" if name == "path" else "heads/main"
                value = f'"{text}"'
            else:
                text = name
                value = f'"{text}"'
            if segment.count("{") > 1:
                route.compromise = f"{segment} is one segment of two parameters: one String ID, not two typed parts"
            elif self.type_of([segment], declaration.literal) != swift_type:
                others = ", ".join(name for name in declaration.run[offset].names if name != segment)
                route.compromise = (f"{segment} shares its level with {others}: one resource, one ID type, "
                                    f"{swift_type} for both")
            route.values[index] = text
            arguments.append(value)
        return ", ".join(arguments)

    # MARK: the walk

    def new(self, kind, wanted, path, parent):
        """A declaration whose name is a token until `assign_names` replaces it."""
        declaration = Declaration(kind, f"@{len(self.declarations)}@", path, parent)
        declaration.wanted = wanted
        self.declarations.append(declaration)
        return declaration

    def assign_names(self):
        """Names every declaration, the shallowest first, so that they get the shortest names."""

        def depth(declaration):
            above = declaration.parent or declaration.target
            return 0 if above is None else depth(above) + 1

        tokens = {}
        for declaration in sorted(self.declarations, key=depth):
            token = declaration.name
            above = declaration.parent or declaration.target
            declaration.name = self.name(declaration.wanted, above)
            tokens[token] = declaration.name
        for route in self.routes:
            if route.steps is not None:
                route.steps = [re.sub(r"@\d+@", lambda match: tokens[match.group(0)], step) for step in route.steps]

    def level_kind(self, parent, root_kind, child_kind):
        return root_kind if parent is None else child_kind

    def visit(self):
        # The API's root itself: GET /.
        if self.root.routes:
            api = self.new("singularRoot", "APIRoot", "", None)
            for method, routes in self.root.routes.items():
                api.add(CAPABILITY[method])
                self.terminal(api, method, routes, [], None)
        for literal, node in self.root.literals.items():
            self.literal(node, None, [], [literal])

    def terminal(self, declaration, method, routes, steps, first_index):
        """Says `routes` (of `method`) with a verb of `declaration` after `steps`."""
        for route in routes:
            verb = VERB_METHOD[method]
            if declaration.id_parts and first_index is not None:
                expression = f"{declaration.name}.{verb}({self.arguments(declaration, route)})"
            elif declaration.kind in ("recordAction", "collectionAction"):
                expression = f"{declaration.name}.action"
            elif method == "GET" and declaration.kind in ("root", "child"):
                expression = f"{declaration.name}.list"
            else:
                expression = f"{declaration.name}.{verb}"
            route.steps = [step(route) for step in steps] + [expression]

    def action(self, kind, wanted, path, parent, method, target=None):
        declaration = self.new(kind, wanted, path, parent)
        declaration.method = ACTION_METHOD[method]
        declaration.target = target
        return declaration

    def literal(self, node, parent, steps, prefix):
        literal = prefix[-1]
        path = "/".join(prefix)
        if node.parameter is not None:
            plural = is_plural(literal)
            if node.routes and not plural:
                # A level that is read itself, with records right under it: /user, /user/{account_id}.
                holder = self.holder(node, parent, steps, path, literal)
                holder_steps = steps + [self.parent_step(holder)]
                records = self.new("child", singular(literal) + "ByID", "", holder)
                self.records(records, node.parameter, holder_steps, literal)
                for child_literal, child in node.literals.items():
                    self.literal(child, holder, holder_steps, [child_literal])
                return
            wanted = "".join(camel(singular(piece)) for piece in prefix)
            records = self.new(self.level_kind(parent, "root", "child"), wanted, path, parent)
            for method, routes in node.routes.items():
                if method == "GET":
                    records.add("IsListable")
                    self.terminal(records, method, routes, steps, None)
                elif method == "POST":
                    records.add("IsCreatable")
                    self.terminal(records, method, routes, steps, None)
                else:
                    action = self.action("collectionAction", records.wanted + camel(method.lower()), "", None,
                                         method, records)
                    self.terminal(action, method, routes, steps, None)
            self.records(records, node.parameter, steps, literal)
            for child_literal, child in node.literals.items():
                if child.is_leaf():
                    for method, routes in child.routes.items():
                        wanted = records.wanted + camel(child_literal) + (camel(method.lower()) if len(child.routes) > 1 else "")
                        action = self.action("collectionAction", wanted, child_literal, None, method, records)
                        self.terminal(action, method, routes, steps, None)
                else:
                    self.literal(child, parent, steps, prefix + [child_literal])
            return
        if not node.is_leaf():
            holder = self.holder(node, parent, steps, path, literal)
            holder_steps = steps + [self.parent_step(holder)]
            for child_literal, child in node.literals.items():
                self.literal(child, holder, holder_steps, [child_literal])
            return
        methods = set(node.routes)
        if is_plural(literal) and methods <= {"GET", "POST"}:
            records = self.new(self.level_kind(parent, "root", "child"), singular(literal), path, parent)
            records.id_parts = [("id", "Int")]
            records.id_kind = "Int"
            for method, routes in node.routes.items():
                records.add("IsListable" if method == "GET" else "IsCreatable")
                self.terminal(records, method, routes, steps, None)
            return
        if methods == {"POST"} and parent is not None:
            action = self.action("recordAction", literal, path, parent, "POST")
            self.terminal(action, "POST", node.routes["POST"], steps, None)
            return
        singleton = self.new(self.level_kind(parent, "singularRoot", "singularChild"), literal, path, parent)
        for method, routes in node.routes.items():
            singleton.add(CAPABILITY[method])
            self.terminal(singleton, method, routes, steps, None)

    def holder(self, node, parent, steps, path, literal):
        """A level with levels under it: a singleton if it is read, else a namespace and actions."""
        if "GET" in node.routes:
            singleton = self.new(self.level_kind(parent, "singularRoot", "singularChild"), literal, path, parent)
            for method, routes in node.routes.items():
                singleton.add(CAPABILITY[method])
                self.terminal(singleton, method, routes, steps, None)
            return singleton
        namespace = self.new(self.level_kind(parent, "rootNamespace", "childNamespace"), literal + "Namespace",
                             path, parent)
        for method, routes in node.routes.items():
            action = self.action("recordAction", namespace.wanted.removesuffix("Namespace") + camel(method.lower()),
                                 "", namespace, method)
            self.terminal(action, method, routes, steps + [self.parent_step(namespace)], None)
        return namespace

    def parent_step(self, declaration):
        if declaration.is_namespace:
            return lambda route: f"{declaration.name}.at"
        return lambda route: f"{declaration.name}.show"

    def records(self, records, node, steps, literal):
        """The records of `records`, from their first ID's node."""
        last = self.record(records, node, literal)

        def record_step(route):
            return f"{records.name}.at({self.arguments(records, route)})"

        for method, routes in last.routes.items():
            if method == "POST":
                action = self.action("recordAction", records.wanted + "Post", "", records, "POST")
                records.add("IsAddressable")
                self.terminal(action, "POST", routes, steps + [record_step], None)
            else:
                records.add(CAPABILITY[method])
                self.terminal(records, method, routes, steps, records.first_index)
        child_steps = steps + [record_step]
        if last.parameter is not None:
            records.add("IsAddressable")
            nested = self.new("child", singular(last.parameter.names[0][1:-1]), "", records)
            self.records(nested, last.parameter, child_steps, literal)
        for child_literal, child in last.literals.items():
            records.add("IsAddressable")
            self.literal(child, records, child_steps, [child_literal])

    def depth_of(self, target):
        found = []

        def walk(node, depth):
            if node is target:
                found.append(depth)
                return
            for child in node.literals.values():
                walk(child, depth + 1)
            if node.parameter is not None:
                walk(node.parameter, depth + 1)

        walk(self.root, 0)
        return found[0] - 1


# MARK: - Swift output


def model_fields(declaration, floor):
    lines = []
    if declaration.id_kind == "Composite":
        for name, swift_type in declaration.id_parts:
            lines.append(f"    let {camel(name.strip('{}'), upper=False)}: {swift_type}")
        if not floor:
            parts = ", ".join(camel(name.strip("{}"), upper=False) for name, _ in declaration.id_parts)
            types = ", ".join(swift_type for _, swift_type in declaration.id_parts)
            lines.insert(0, f"    typealias ID = CompositeID<{types}>")
            lines.append(f"    var id: ID {{ CompositeID({parts}) }}")
    elif declaration.id_kind is not None:
        lines.append(f"    let id: {declaration.id_kind if not floor or declaration.id_kind != 'SegmentedID' else 'String'}")
    else:
        lines.append("    let id: Int")
    lines += ["    var nodeID: String", "    var url: String", "    var createdAt: String?"]
    return lines


def yopuy_declaration(declaration):
    kind = declaration.kind
    if declaration.is_namespace:
        protocol = "RootNamespace" if kind == "rootNamespace" else "ChildNamespace"
        lines = [f"enum {declaration.name}: {protocol} {{"]
        if kind == "childNamespace":
            lines.append(f"    typealias Parent = {declaration.parent.name}")
        lines.append(f'    static let path = "{declaration.path}"')
        return "\n".join(lines + ["}"])
    protocols = {
        "root": ["RootResource"], "child": ["ChildResource"], "singularRoot": ["SingularRootResource"],
        "singularChild": ["SingularChildResource"], "recordAction": ["RecordAction"],
        "collectionAction": ["CollectionAction"],
    }[kind] + declaration.capabilities + ["DecodesJSON", "Codable"]
    lines = [f"struct {declaration.name}: {', '.join(protocols)} {{"]
    if kind in ("child", "singularChild", "recordAction"):
        lines.append(f"    typealias Parent = {declaration.parent.name}")
    if kind == "collectionAction":
        lines.append(f"    typealias Target = {declaration.target.name}")
    if declaration.method is not None:
        lines.append(f"    typealias Method = {declaration.method}")
    lines.append(f'    static let path = "{declaration.path}"')
    lines += model_fields(declaration, floor=False)
    return "\n".join(lines + ["}"])


def floor_declaration(declaration):
    lines = [f"struct {declaration.name}: Codable {{"] + model_fields(declaration, floor=True)
    return "\n".join(lines + ["}"])


CHUNK = 50


def write(routes, modeller, out):
    (out / "yopuy").mkdir(parents=True, exist_ok=True)
    (out / "floor").mkdir(parents=True, exist_ok=True)
    said = [route for route in routes if route.steps is not None]
    header = "// Generated by Benchmarks/full-api.py from GitHub's REST routes: do not edit.\n"

    yopuy_models = [header, "import Yopuy\n"]
    floor_models = [header]
    for declaration in modeller.declarations:
        yopuy_models.append(yopuy_declaration(declaration) + "\n")
        if declaration.is_model:
            floor_models.append(floor_declaration(declaration) + "\n")
    (out / "yopuy/Models.swift").write_text("\n".join(yopuy_models))
    (out / "floor/Models.swift").write_text("\n".join(floor_models))

    yopuy_routes = [header, "import Yopuy\n"]
    floor_functions, floor_routes = [], [header]
    chunks = [said[start:start + CHUNK] for start in range(0, len(said), CHUNK)]
    for number, chunk in enumerate(chunks):
        yopuy_lines = [f"func routes{number}(_ out: inout [(method: String, path: String)]) {{"]
        floor_lines = [f"func routes{number}(_ out: inout [(method: String, path: String)]) {{"]
        for route in chunk:
            variable = f"r{route.index:04}"
            yopuy_lines.append(f"    // {route.method} {route.text}")
            yopuy_lines.append(f"    let {variable} = {' / '.join(route.steps)}")
            yopuy_lines.append(f"    out.append((method: {variable}.method.rawValue, path: {variable}.path))")
            parameters, arguments, pieces = [], [], []
            for index, segment in enumerate(route.segments):
                if index in route.values:
                    label = camel(segment.replace("{", " ").replace("}", " ").replace("...", " "), upper=False) or "value"
                    while label in (p.split(":")[0] for p in parameters):
                        label += "2"
                    is_int = route.values[index].isdigit()
                    parameters.append(f"{label}: {'Int' if is_int else 'String'}")
                    arguments.append(f"{label}: {route.values[index] if is_int else repr_swift(route.values[index])}")
                    pieces.append(f"\\({label})")
                else:
                    pieces.append(segment)
            function = f"route{route.index:04}"
            floor_functions.append(
                f"/// {route.method} {route.text}\n"
                f"func {function}({', '.join(parameters)}) -> (method: String, path: String) {{\n"
                f"    (method: \"{route.method}\", path: \"{'/'.join(pieces)}\")\n}}\n")
            floor_lines.append(f"    out.append({function}({', '.join(arguments)}))")
        yopuy_routes.append("\n".join(yopuy_lines + ["}"]) + "\n")
        floor_routes.append("\n".join(floor_lines + ["}"]) + "\n")
    collect = ["func allRoutes() -> [(method: String, path: String)] {",
               "    var out: [(method: String, path: String)] = []",
               f"    out.reserveCapacity({len(said)})"]
    collect += [f"    routes{number}(&out)" for number in range(len(chunks))]
    collect += ["    return out", "}\n"]
    yopuy_routes.append("\n".join(collect))
    floor_routes.append("\n".join(collect))
    (out / "yopuy/Routes.swift").write_text("\n".join(yopuy_routes))
    (out / "floor/Routes.swift").write_text("\n".join(floor_routes + floor_functions))

    expected = []
    for route in said:
        pieces = [route.values.get(index, segment) for index, segment in enumerate(route.segments)]
        expected.append(f"{route.method} {route.text}\t{route.method}\t{'/'.join(pieces)}")
    (out / "expected.tsv").write_text("\n".join(expected) + "\n")
    (out / "main.swift").write_text(MAIN)

    counts = {}
    for declaration in modeller.declarations:
        counts[declaration.kind] = counts.get(declaration.kind, 0) + 1
    composite = sum(1 for declaration in modeller.declarations if declaration.id_kind == "Composite")
    segmented = sum(1 for declaration in modeller.declarations if declaration.id_kind == "SegmentedID")
    own_url = sum(1 for declaration in modeller.declarations
                  if declaration.kind in ("recordAction", "collectionAction") and declaration.path == "")
    report = [f"routes: {len(routes)}, said: {len(said)}, not said: {len(routes) - len(said)}",
              f"declarations: {len(modeller.declarations)} ("
              + ", ".join(f"{kind} {count}" for kind, count in sorted(counts.items())) + ")",
              f"models (structs): {sum(1 for d in modeller.declarations if d.is_model)}; "
              f"CompositeID {composite}, SegmentedID {segmented}, actions on their own URL {own_url}",
              f"path expressions by depth (levels joined by /): "
              + ", ".join(f"{depth}: {count}" for depth, count in sorted(depths(said).items()))]
    for route in routes:
        if route.steps is None:
            report.append(f"not said: {route.method} {route.text}")
    for route in said:
        if route.compromise:
            report.append(f"said with a compromise: {route.method} {route.text}: {route.compromise}")
    (out / "report.txt").write_text("\n".join(report) + "\n")
    return report


def depths(said):
    found = {}
    for route in said:
        found[len(route.steps)] = found.get(len(route.steps), 0) + 1
    return found


def repr_swift(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


MAIN = """// Generated by Benchmarks/full-api.py: compares every route's method and path with the text
// of the route it says (expected.tsv, on standard input).
var expected: [[Substring]] = []
while let line = readLine() {
    expected.append(line.split(separator: "\\t", omittingEmptySubsequences: false))
}
let routes = allRoutes()
var mismatches = 0
if expected.count != routes.count {
    print("verify: \\(routes.count) routes built, \\(expected.count) expected")
    mismatches += 1
}
for (line, route) in zip(expected, routes) where line[1] != route.method || line[2] != route.path {
    print("mismatch: \\(line[0]): expected \\(line[1]) \\(line[2]), built \\(route.method) \\(route.path)")
    mismatches += 1
}
print("verify: \\(routes.count - mismatches) of \\(expected.count) routes match their text, \\(mismatches) mismatches")
"""


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: full-api.py ROUTES OUT")
    lines = [line.strip() for line in Path(sys.argv[1]).read_text().splitlines() if line.strip()]
    routes = []
    for index, line in enumerate(lines, start=1):
        method, text = line.split(" ", 1)
        routes.append(Route(index, method, text))
    modeller = Modeller(routes)
    modeller.visit()
    modeller.assign_names()
    report = write(routes, modeller, Path(sys.argv[2]))
    print("\n".join(report))


if __name__ == "__main__":
    main()
