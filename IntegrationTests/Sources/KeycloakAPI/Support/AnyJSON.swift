// Scaffolded by yopuy-scaffold from Keycloak Admin REST API 1.0; yours to edit.

internal import Foundation

/// Any JSON value: what a model holds where the API description does not say what the value is.
///
/// Literals make values: `let options: AnyJSON = ["verbose": true, "depth": 2]`.
public enum AnyJSON: Codable, Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (an integer beyond 2^53 loses precision as a `Double`).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([AnyJSON])
    /// An object.
    case object([String: AnyJSON])

    /// Reads a value from a decoder.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([AnyJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: AnyJSON].self))
        }
    }

    /// Writes the value to an encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if let integer = Int64(exactly: value) {
                try container.encode(integer)
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
    public subscript(key: String) -> AnyJSON? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The string, if the value is one.
    public var string: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The number, if the value is one.
    public var number: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// The boolean, if the value is one.
    public var bool: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The elements, if the value is an array.
    public var array: [AnyJSON]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    /// The members, if the value is an object.
    public var object: [String: AnyJSON]? {
        guard case .object(let value) = self else { return nil }
        return value
    }
}

extension AnyJSON: ExpressibleByNilLiteral {
    /// A value with each property given.
    public init(nilLiteral: ()) { self = .null }
}

extension AnyJSON: ExpressibleByBooleanLiteral {
    /// A value with each property given.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension AnyJSON: ExpressibleByIntegerLiteral {
    /// A value with each property given.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension AnyJSON: ExpressibleByFloatLiteral {
    /// A value with each property given.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension AnyJSON: ExpressibleByStringLiteral {
    /// A value with each property given.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension AnyJSON: ExpressibleByArrayLiteral {
    /// A value with each property given.
    public init(arrayLiteral elements: AnyJSON...) { self = .array(elements) }
}

extension AnyJSON: ExpressibleByDictionaryLiteral {
    /// A value with each property given.
    public init(dictionaryLiteral elements: (String, AnyJSON)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
}
