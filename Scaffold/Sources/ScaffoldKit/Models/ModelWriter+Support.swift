extension ModelWriter {
    /// `Support/AnyJSON.swift`: any JSON value, for what a schema leaves free.
    static let jsonValueSource = #"""
        import Foundation

        /// Any JSON value: what a model holds where the API description does not say what the value is.
        ///
        /// Literals make values: `let options: AnyJSON = ["verbose": true, "depth": 2]`.
        enum AnyJSON: Codable, Sendable, Hashable {
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

            init(from decoder: any Decoder) throws {
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

            func encode(to encoder: any Encoder) throws {
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
            subscript(key: String) -> AnyJSON? {
                guard case .object(let members) = self else { return nil }
                return members[key]
            }

            /// The string, if the value is one.
            var string: String? {
                guard case .string(let value) = self else { return nil }
                return value
            }

            /// The number, if the value is one.
            var number: Double? {
                guard case .number(let value) = self else { return nil }
                return value
            }

            /// The boolean, if the value is one.
            var bool: Bool? {
                guard case .bool(let value) = self else { return nil }
                return value
            }

            /// The elements, if the value is an array.
            var array: [AnyJSON]? {
                guard case .array(let value) = self else { return nil }
                return value
            }

            /// The members, if the value is an object.
            var object: [String: AnyJSON]? {
                guard case .object(let value) = self else { return nil }
                return value
            }
        }

        extension AnyJSON: ExpressibleByNilLiteral {
            init(nilLiteral: ()) { self = .null }
        }

        extension AnyJSON: ExpressibleByBooleanLiteral {
            init(booleanLiteral value: Bool) { self = .bool(value) }
        }

        extension AnyJSON: ExpressibleByIntegerLiteral {
            init(integerLiteral value: Int) { self = .number(Double(value)) }
        }

        extension AnyJSON: ExpressibleByFloatLiteral {
            init(floatLiteral value: Double) { self = .number(value) }
        }

        extension AnyJSON: ExpressibleByStringLiteral {
            init(stringLiteral value: String) { self = .string(value) }
        }

        extension AnyJSON: ExpressibleByArrayLiteral {
            init(arrayLiteral elements: AnyJSON...) { self = .array(elements) }
        }

        extension AnyJSON: ExpressibleByDictionaryLiteral {
            init(dictionaryLiteral elements: (String, AnyJSON)...) {
                self = .object(Dictionary(elements) { _, last in last })
            }
        }

        """#

    /// `Support/Indirect.swift`: a box for a property whose type contains the struct itself.
    static let indirectSource = #"""
        import Foundation

        /// A value stored out of line, so that a model can contain a value of its own type.
        ///
        /// It encodes and decodes as the value itself; its members read through to the value's
        /// (`comment.parent?.author` for `comment.parent?.value.author`).
        @dynamicMemberLookup
        final class Indirect<Value> {
            /// The value.
            let value: Value

            /// A box for `value`.
            init(_ value: Value) {
                self.value = value
            }

            /// The member of the value at `keyPath`.
            subscript<Member>(dynamicMember keyPath: KeyPath<Value, Member>) -> Member {
                value[keyPath: keyPath]
            }
        }

        extension Indirect: Sendable where Value: Sendable {}

        extension Indirect: Decodable where Value: Decodable {
            convenience init(from decoder: any Decoder) throws {
                self.init(try decoder.singleValueContainer().decode(Value.self))
            }
        }

        extension Indirect: Encodable where Value: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(value)
            }
        }

        """#

    /// `Support/ObjectMembers.swift`: the members of an object a union without a discriminator
    /// is decoded from, for the variant that keeps them all.
    static let objectMembersSource = #"""
        import Foundation

        /// The members of the JSON object a union is decoded from. A union without a
        /// discriminator takes the first of its variants that writes every member back, before
        /// the first that decodes: a struct whose properties are all optional decodes from any
        /// object, and would keep none of another variant's members.
        struct ObjectMembers {
            /// The names of the members that are not `null`; `nil` when the value is no object.
            let names: Set<String>?

            /// The members of the object `decoder` holds.
            init(_ decoder: any Decoder) {
                guard let object = try? decoder.container(keyedBy: Name.self) else {
                    names = nil
                    return
                }
                names = Set(object.allKeys.filter { (try? object.decodeNil(forKey: $0)) != true }.map(\.stringValue))
            }

            /// Whether `value` writes every member back: always, when the value was no object.
            func kept(by value: some Encodable) -> Bool {
                guard let names else { return true }
                guard let data = try? JSONEncoder().encode(value),
                    let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
                else { return false }
                return names.allSatisfy { name in object[name].map { !($0 is NSNull) } ?? false }
            }

            /// Any member's name.
            private struct Name: CodingKey {
                let stringValue: String
                var intValue: Int? { nil }

                init(stringValue: String) {
                    self.stringValue = stringValue
                }

                init?(intValue: Int) {
                    nil
                }
            }
        }

        """#
}
