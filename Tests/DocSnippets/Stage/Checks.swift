import Foundation
public import Yopuy

// What a documentation example printed or held, for DocumentationRunTests to compare with the
// example's comments. DocumentationRunTests calls these in place of the example's own code on
// the lines whose comments it checks: `print(x)   // 204` runs as
// `recordPrint(line: 42, x)   // 204`, and `let one = Post.show(1)   // GET posts/1` as
// `let one = Post.show(1); recordValue(line: 7, one)   // GET posts/1`. Each call appends one
// JSON line to the file named by the environment's `YOPUY_DOC_RECORDS` (standard error if
// there is none): `{"line": 42, "kind": "print", "text": "204"}`.

/// Prints `items` as `print` does, and records the line printed for the example's line `line`.
///
/// - Parameters:
///   - line: The example's line in its document.
///   - items: What to print.
///   - separator: Between the items.
///   - terminator: After the last one.
public func recordPrint(line: Int, _ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    print(text, terminator: terminator)
    Records.shared.append(Record(line: line, kind: "print", text: text))
}

/// Records the path `value` holds for the example's line `line`: its method and path.
///
/// - Parameters:
///   - line: The example's line in its document.
///   - value: The path the line declares.
public func recordValue<Resource, Kind, Method>(line: Int, _ value: Path<Resource, Kind, Method>) {
    Records.shared.append(Record(line: line, kind: "path", text: value.description))
}

/// Records what `value` holds for the example's line `line`: a string (or an optional one) as
/// a Swift literal, `nil`, or anything else as `print` would show it.
///
/// - Parameters:
///   - line: The example's line in its document.
///   - value: The value the line declares.
public func recordValue<Value>(line: Int, _ value: Value) {
    Records.shared.append(Record(line: line, kind: "value", text: literal(value)))
}

/// `value` as a Swift literal when it is a string, unwrapping any optional.
private func literal(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
        return mirror.children.first.map { literal($0.value) } ?? "nil"
    }
    if let text = value as? String {
        return String(reflecting: text)
    }
    return "\(value)"
}

/// One record: what the example's line printed or held.
private struct Record: Encodable {
    let line: Int
    let kind: String
    let text: String
}

/// Where the records go, one JSON line each, written at once so that a crash loses none.
private final class Records: @unchecked Sendable {
    static let shared = Records()

    private let lock = NSLock()
    private let handle: FileHandle

    private init() {
        let path = ProcessInfo.processInfo.environment["YOPUY_DOC_RECORDS"]
        handle = path.flatMap { FileHandle(forWritingAtPath: $0) } ?? .standardError
        _ = try? handle.seekToEnd()
    }

    func append(_ record: Record) {
        guard let json = try? JSONEncoder().encode(record) else {
            return
        }
        lock.lock()
        defer { lock.unlock() }
        try? handle.write(contentsOf: json + Data("\n".utf8))
    }
}
