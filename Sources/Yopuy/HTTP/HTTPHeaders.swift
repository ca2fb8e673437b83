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
/// ASCII and any non-ASCII text, sent as its UTF-8 bytes.
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

    /// Creates headers with no fields.
    public init() {
        fields = []
    }

    /// Creates headers from fields, in order.
    ///
    /// - Parameter fields: The fields; names may repeat.
    public init(_ fields: [Field]) {
        self.fields = fields
    }

    /// The value of the first field with this name, compared without regard to case; setting it
    /// replaces every field of that name, and setting `nil` removes them.
    ///
    /// - Parameter name: The field's name.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.lowercased() == name.lowercased() }?.value }
        set {
            let index = fields.firstIndex { $0.name.lowercased() == name.lowercased() }
            fields.removeAll { $0.name.lowercased() == name.lowercased() }
            if let newValue {
                fields.insert(Field(name: name, value: newValue), at: Swift.min(index ?? fields.count, fields.count))
            }
        }
    }

    /// Every value of the fields with this name, in order, compared without regard to case.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The values; empty when there is no such field.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    /// Adds a field, keeping any others of the same name.
    ///
    /// - Parameters:
    ///   - name: The field's name.
    ///   - value: The field's value.
    public mutating func add(_ name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// These headers with `other`'s fields in place of any of the same name: `other` wins.
    ///
    /// - Parameter other: The headers that take precedence.
    /// - Returns: The merged headers.
    public func merging(_ other: HTTPHeaders) -> HTTPHeaders {
        if other.fields.isEmpty {
            return self
        }
        let replaced = Set(other.fields.map { $0.name.lowercased() })
        return HTTPHeaders(fields.filter { !replaced.contains($0.name.lowercased()) } + other.fields)
    }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }
}

extension HTTPHeaders: ExpressibleByDictionaryLiteral {
    /// Creates headers from a literal, in order: `["Accept": "application/json"]`.
    ///
    /// - Parameter elements: Names and values.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.map { Field(name: $0.0, value: $0.1) })
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
    /// them, but no other control byte and no whitespace at either end.
    func validate() throws(YopuyError) {
        for field in fields {
            if field.name.isEmpty || !field.name.utf8.allSatisfy(Self.isTokenByte) {
                throw YopuyError(
                    code: .invalidHeader,
                    reason: "the header name \(String(reflecting: field.name)) is not an HTTP token"
                )
            }
            if let problem = Self.problem(withValue: field.value) {
                throw YopuyError(
                    code: .invalidHeader,
                    reason: "the value of header \(field.name) \(problem)"
                )
            }
        }
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
