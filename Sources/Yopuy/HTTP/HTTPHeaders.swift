// Repeats by design (duplicates pairs this file with Query.swift): a field and a query
// parameter are both a public name and value with a memberwise initializer.

/// HTTP header fields: an ordered list of names and values, looked up without regard to case.
///
/// Write them as a dictionary literal; a name may appear more than once when added with
/// ``add(_:value:)``.
///
/// ```swift
/// var headers: HTTPHeaders = ["Accept": "application/json"]
/// headers["Authorization"] = "Bearer abc"
/// headers["accept"]   // "application/json"
/// ```
///
/// Yopuy refuses, with a ``YopuyError`` whose code is ``YopuyError/Code/invalidHeader``, any
/// header whose name is not an HTTP token, or whose value is not an RFC 9110 field value: a
/// control byte (CR, LF, NUL, DEL, …) could smuggle a second header or request onto the wire,
/// and leading or trailing whitespace would not arrive. A value may hold spaces, tabs, visible
/// ASCII and any non-ASCII text, sent as its UTF-8 bytes. Each field is checked once, when it
/// is set; a call through headers that hold a bad field fails without sending anything.
public struct HTTPHeaders: Hashable, Sendable {
    /// One header field.
    public struct Field: Hashable, Sendable {
        /// The field's name, as given: `"Content-Type"`.
        public var name: String
        /// The field's value.
        public var value: String

        /// Creates a field.
        ///
        /// - Parameters:
        ///   - name: The field's name.
        ///   - value: The field's value.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in the order they were added.
    public private(set) var fields: [Field]

    /// What is wrong with the first field that cannot be sent, found when it was set; `nil`
    /// when every field can be sent.
    private var problem: String? {
        get { boxedProblem?.reason }
        set { boxedProblem = newValue.map(Problem.init) }
    }

    /// ``problem``, behind a reference: headers are almost always good, and one word instead of
    /// two keeps every request and response that holds headers smaller (measured: a response
    /// two words larger cost an async call one more allocation).
    private var boxedProblem: Problem?

    private final class Problem: Sendable {
        let reason: String

        init(_ reason: String) {
            self.reason = reason
        }
    }

    /// Creates headers with no fields.
    public init() {
        fields = []
    }

    /// Creates headers from fields, in order.
    ///
    /// - Parameter fields: The fields; names may repeat.
    public init(_ fields: [Field]) {
        self.fields = fields
        self.problem = Self.firstProblem(in: fields)
    }

    /// The value of the first field with this name, compared without regard to case; setting it
    /// replaces every field of that name, and setting `nil` removes them.
    ///
    /// - Parameter name: The field's name.
    public subscript(name: String) -> String? {
        get { fields.first { Self.sameName($0.name, name) }?.value }
        set {
            let index = fields.firstIndex { Self.sameName($0.name, name) }
            if index != nil {
                fields.removeAll { Self.sameName($0.name, name) }
                if problem != nil {
                    // The field removed may have been the bad one.
                    problem = Self.firstProblem(in: fields)
                }
            }
            if let newValue {
                let field = Field(name: name, value: newValue)
                fields.insert(field, at: Swift.min(index ?? fields.count, fields.count))
                if problem == nil {
                    problem = Self.problem(with: field)
                }
            }
        }
    }

    /// Every value of the fields with this name, in order, compared without regard to case.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The values; empty when there is no such field.
    public func values(for name: String) -> [String] {
        fields.filter { Self.sameName($0.name, name) }.map(\.value)
    }

    /// Adds a field, keeping any others of the same name.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - value: The field's value.
    public mutating func add(_ name: String, value: String) {
        let field = Field(name: name, value: value)
        fields.append(field)
        if problem == nil {
            problem = Self.problem(with: field)
        }
    }

    /// These headers with `other`'s fields in place of any of the same name: `other` wins.
    ///
    /// - Parameter other: The headers that take precedence.
    /// - Returns: The merged headers.
    public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        if other.fields.isEmpty {
            return self
        }
        if fields.isEmpty {
            return other
        }
        var merged = HTTPHeaders()
        merged.fields.reserveCapacity(fields.count + other.fields.count)
        for field in fields where !other.fields.contains(where: { Self.sameName($0.name, field.name) }) {
            merged.fields.append(field)
        }
        merged.fields += other.fields
        // Checked when they were set: only a field known to be bad needs a second look.
        merged.problem = problem == nil && other.problem == nil ? nil : Self.firstProblem(in: merged.fields)
        return merged
    }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    /// A resource's headers with a call's merged over them: the call's alone, without a
    /// merge, when the resource has none (the common case, inlined into every call).
    @inlinable
    func under(_ call: HTTPHeaders) -> HTTPHeaders {
        fields.isEmpty ? call : merging(call)
    }

    /// Whether both hold the same fields in the same order.
    public static func == (left: HTTPHeaders, right: HTTPHeaders) -> Bool {
        left.fields == right.fields
    }

    /// Hashes the fields in order.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    /// Creates headers from a literal, in order: `["Accept": "application/json"]`.
    ///
    /// - Parameter elements: Names and values.
    @inlinable
    public init(dictionaryLiteral elements: (String, String)...) {
        // Inlined at the literal, so that `[:]`, every call's default, costs no check of fields
        // it does not have (some 120 instructions a call, measured).
        if elements.isEmpty {
            self.init()
        } else {
            self.init(elements.map { Field(name: $0.0, value: $0.1) })
        }
    }
}

extension HTTPHeaders: Sequence {
    /// Iterates over the fields in order.
    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}

extension HTTPHeaders: CustomStringConvertible {
    /// The fields as `Name: value` lines.
    public var description: String {
        fields.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
    }
}

// MARK: - Validation

extension HTTPHeaders {
    /// Throws if a name is not an HTTP token (RFC 9110, section 5.6.2) or a value is not a
    /// field value (section 5.5): visible ASCII, non-ASCII bytes, and spaces or tabs between
    /// them, but no other control byte and no whitespace at either end. The fields were
    /// checked when they were set, so this costs nothing when they are all good.
    func validate() throws(YopuyError) {
        if let problem {
            throw YopuyError(code: .invalidHeader, reason: problem)
        }
    }

    /// Whether two field names are the same, ignoring ASCII case, without allocating.
    static func sameName(_ left: String, _ right: String) -> Bool {
        let lowercase = { (byte: UInt8) in byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        return left.utf8.count == right.utf8.count
            && zip(left.utf8, right.utf8).allSatisfy { lowercase($0) == lowercase($1) }
    }

    /// What is wrong with the first field of `fields` that cannot be sent, or `nil`.
    private static func firstProblem(in fields: [Field]) -> String? {
        for field in fields {
            if let problem = problem(with: field) {
                return problem
            }
        }
        return nil
    }

    /// What is wrong with `field`, or `nil` if it can be sent.
    private static func problem(with field: Field) -> String? {
        if field.name.isEmpty || !field.name.utf8.allSatisfy(isTokenByte) {
            return "the header name \(String(reflecting: field.name)) is not an HTTP token"
        }
        if let problem = problem(withValue: field.value) {
            return "the value of header \(field.name) \(problem)"
        }
        return nil
    }

    /// What is wrong with `value` as a field value, or `nil` if nothing is.
    private static func problem(withValue value: String) -> String? {
        let bytes = value.utf8
        for byte in bytes where (byte < 0x20 && byte != 0x09) || byte == 0x7F {
            let hex = String(byte, radix: 16, uppercase: true)
            let padded = hex.count == 1 ? "0" + hex : hex
            return "holds the control byte 0x\(padded), which could split or corrupt the request"
        }
        let isWhitespace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 }
        if let first = bytes.first, let last = bytes.last, isWhitespace(first) || isWhitespace(last) {
            return "begins or ends with whitespace, which would not arrive"
        }
        return nil
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}
