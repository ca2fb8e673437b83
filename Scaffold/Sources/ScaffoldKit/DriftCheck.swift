import Foundation

/// Compares a newer document with code that was scaffolded once and is now owned: what the
/// document has that the code does not say, and what the code says that the document no longer
/// has. It reads the code's documentation comments, where the scaffold wrote each operation as
/// `` /// `GET /threads/{thread_id}` `` and its query parameters below it, and writes nothing.
public enum DriftCheck {
    /// One operation as the owned code documents it.
    struct SaidOperation: Equatable {
        var method: String
        var template: String
        var fixedQuery: String?
        var query: [String: Bool] = [:]  // name: required
        var file: String

        /// `METHOD /path`, with parameters' names left out, to match renamed parameters.
        var shape: String { "\(method) \(DriftCheck.shape(template))\(fixedQuery.map { "?\($0)" } ?? "")" }
        var text: String { "\(method) \(template)\(fixedQuery.map { "?\($0)" } ?? "")" }
    }

    /// `/threads/{thread_id}` as `/threads/{}`.
    static func shape(_ template: String) -> String {
        template.replacingOccurrences(of: #"\{[^}]*\}"#, with: "{}", options: .regularExpression)
    }

    /// The operations the Swift files under `folder` document.
    static func said(in folder: String) throws(ScaffoldError) -> [SaidOperation] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(atPath: folder) else {
            throw ScaffoldError(.unreadable, file: folder, "cannot read the folder of sources")
        }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.hasSuffix(".swift") { files.append(next) }
        }
        var found: [SaidOperation] = []
        for file in files.sorted() {
            let path = (folder as NSString).appendingPathComponent(file)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            found += said(inText: text, file: file)
        }
        return found
    }

    private static func operationLine() -> NSRegularExpression? {
        try? NSRegularExpression(
            pattern: #"^\s*/// `(GET|POST|PUT|PATCH|DELETE|HEAD) (/[^`?]*)(?:\?([^`]*))?`(?: with `\?([^`]*)`)?"#
        )
    }

    private static func parameterLine() -> NSRegularExpression? {
        try? NSRegularExpression(pattern: #"^\s*/// - `([^`]*)`( \(required\))?"#)
    }

    static func said(inText text: String, file: String) -> [SaidOperation] {
        var found: [SaidOperation] = []
        var inQuery = false
        let operationLine = operationLine()
        let parameterLine = parameterLine()
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let range = NSRange(line.startIndex..., in: line)
            if let match = operationLine?.firstMatch(in: line, range: range) {
                func group(_ index: Int) -> String? {
                    Range(match.range(at: index), in: line).map { String(line[$0]) }
                }
                let operation = SaidOperation(
                    method: group(1) ?? "",
                    template: group(2) ?? "",
                    fixedQuery: group(3) ?? group(4),
                    file: file
                )
                if !found.contains(where: { $0.text == operation.text }) { found.append(operation) }
                inQuery = false
                continue
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "/// Query:" {
                inQuery = true
                continue
            }
            if inQuery, let match = parameterLine?.firstMatch(in: line, range: range),
                let name = Range(match.range(at: 1), in: line).map({ String(line[$0]) }), !found.isEmpty
            {
                found[found.count - 1].query[name] = match.range(at: 2).location != NSNotFound
                continue
            }
            if !trimmed.hasPrefix("/// -") { inQuery = false }
        }
        return found
    }

    /// What differs between the document's operations and the code's, a line each: `new: …`,
    /// `removed: …`, `changed: …`.
    static func compare(_ operations: [APIOperation], with said: [SaidOperation]) -> [String] {
        var lines: [String] = []
        var byShape: [String: SaidOperation] = [:]
        for operation in said where byShape[operation.shape] == nil { byShape[operation.shape] = operation }
        var matched: Set<String> = []
        for operation in operations {
            // The code's comments write the document's words as ``Naming/inline(_:)`` does.
            let template = Naming.inline(operation.template)
            let shape = "\(operation.method) \(Self.shape(template))\(operation.fixedQuery.map { "?\($0)" } ?? "")"
            guard let mine = byShape[shape] else {
                lines.append("new: \(operation.routeText) (\(operation.pointer))")
                continue
            }
            matched.insert(shape)
            if mine.template != template {
                lines.append("changed: \(mine.text): its path parameters are now named as in \(operation.template)")
            }
            let theirs = Dictionary(
                operation.queryParameters.map { (Naming.inline($0.name), $0.isRequired) },
                uniquingKeysWith: { a, _ in a }
            )
            for (name, required) in theirs.sorted(by: { $0.key < $1.key }) {
                if let was = mine.query[name] {
                    if was != required {
                        lines.append(
                            "changed: \(mine.text): query `\(name)` is now \(required ? "required" : "optional")"
                        )
                    }
                } else {
                    lines.append("changed: \(mine.text): new query `\(name)`\(required ? " (required)" : "")")
                }
            }
            for name in mine.query.keys.sorted() where theirs[name] == nil {
                lines.append("changed: \(mine.text): query `\(name)` is no longer in the document")
            }
        }
        for operation in said where !matched.contains(operation.shape) {
            lines.append("removed: \(operation.text) (said in \(operation.file))")
        }
        return lines
    }

    /// Compares the document read by ``DocumentLoader`` with the code under `folder`.
    public static func check(_ loaded: LoadedDocument, against folder: String) throws(ScaffoldError) -> [String] {
        var reader = OperationReader(document: loaded.document)
        return compare(reader.read(), with: try said(in: folder))
    }
}
