public import Foundation

/// A JSON value: what the ``InMemoryBackend`` stores and what its action handlers read and
/// write.
///
/// Literals make values, and subscripts reach into objects and arrays:
///
/// ```swift
/// var post: JSONValue = ["id": 1, "title": "Hello", "tags": ["swift"], "published": false]
/// post["published"] = true
/// post["title"]?.string   // "Hello"
/// ```
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number without a fraction.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; its keys are written sorted.
    case object([String: JSONValue])

    /// Parses JSON bytes.
    ///
    /// - Parameter data: UTF-8 JSON text.
    /// - Throws: The decoder's error when `data` is not JSON.
    public init(json data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Encodes any `Encodable` value as JSON.
    ///
    /// - Parameter value: The value to encode.
    /// - Throws: The encoder's error.
    public init(encoding value: some Encodable) throws {
        self = try JSONValue(json: JSONEncoder().encode(value))
    }

    /// The value as UTF-8 JSON bytes, with object keys sorted.
    public var data: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data("null".utf8)
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    /// Setting it on a non-object does nothing.
    public subscript(key: String) -> JSONValue? {
        get {
            guard case .object(let members) = self else {
                return nil
            }
            return members[key]
        }
        set {
            guard case .object(var members) = self else {
                return
            }
            members[key] = newValue
            self = .object(members)
        }
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let text) = self {
            return text
        }
        return nil
    }

    /// The integer, if this is one.
    public var int: Int? {
        if case .int(let number) = self {
            return number
        }
        return nil
    }

    /// The boolean, if this is one.
    public var bool: Bool? {
        if case .bool(let flag) = self {
            return flag
        }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [JSONValue]? {
        if case .array(let elements) = self {
            return elements
        }
        return nil
    }

    /// The members, if this is an object.
    public var object: [String: JSONValue]? {
        if case .object(let members) = self {
            return members
        }
        return nil
    }

    /// The text of a string or a number, as it would name a path segment: `"7"` for `7`.
    var segment: String? {
        switch self {
        case .string(let text): text
        case .int(let number): String(number)
        default: nil
        }
    }
}

extension JSONValue: Codable {
    /// Decodes any JSON value.
    ///
    /// - Parameter decoder: The decoder to read from.
    /// - Throws: `DecodingError` when the input is not JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let flag = try? container.decode(Bool.self) {
            self = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            self = .int(number)
        } else if let number = try? container.decode(Double.self) {
            self = .double(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let elements = try? container.decode([JSONValue].self) {
            self = .array(elements)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: The encoder's error.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let flag): try container.encode(flag)
        case .int(let number): try container.encode(number)
        case .double(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let elements): try container.encode(elements)
        case .object(let members): try container.encode(members)
        }
    }
}

// Repeats by design (duplicates pairs this file with Yopuy/HTTP/QueryValue.swift): the
// conformances to the literal protocols, one line each, of two enums of values.

extension JSONValue: ExpressibleByNilLiteral {
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// A boolean.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// An integer.
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// A number with a fraction.
    public init(floatLiteral value: Double) { self = .double(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// An array.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
