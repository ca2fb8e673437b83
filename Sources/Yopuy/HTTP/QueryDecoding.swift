#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads a ``QueryParameters`` value from a query: the inverse of ``QueryEncoding``. Every value
/// is read from its text, as a server receives it, so `limit=20` reads as an `Int`.
struct QueryDecoding: Decoder {
    /// The query's values by name.
    let values: [String: QueryValue]
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(query: Query) {
        var values: [String: QueryValue] = [:]
        for parameter in query.parameters {
            values[parameter.name] = parameter.value
        }
        self.init(values: values, codingPath: [])
    }

    init(values: [String: QueryValue], codingPath: [any CodingKey]) {
        self.values = values
        self.codingPath = codingPath
    }

    /// The texts at this decoder's path; none where the query has no such parameter.
    var texts: [String] { values[QueryEncoding.name(codingPath)]?.texts ?? [] }

    func below(_ key: any CodingKey) -> QueryDecoding { QueryDecoding(values: values, codingPath: codingPath + [key]) }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed(decoder: self))
    }

    func unkeyedContainer() -> any UnkeyedDecodingContainer { Unkeyed(decoder: self, texts: texts) }

    func singleValueContainer() -> any SingleValueDecodingContainer { Single(decoder: self) }

    /// The one text at this decoder's path, or the error that names why there is none.
    func text() throws -> String {
        let texts = texts
        guard let text = texts.first else {
            guard let key = codingPath.last else {
                throw DecodingError.valueNotFound(
                    String.self,
                    .init(codingPath: codingPath, debugDescription: "no value")
                )
            }
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath.dropLast(), debugDescription: "missing"))
        }
        guard texts.count == 1 else {
            throw DecodingError.typeMismatch(
                String.self,
                .init(codingPath: codingPath, debugDescription: "given \(texts.count) times")
            )
        }
        return text
    }

    /// Whether a value of `type` is read from its text here, rather than by its own
    /// `init(from:)`.
    static func isText(_ type: Any.Type) -> Bool {
        switch type {
        case is String.Type, is Bool.Type, is Double.Type, is Float.Type, is Date.Type, is URL.Type,
            is any FixedWidthInteger.Type:
            true
        default: false
        }
    }

    /// `Value` read from `text`.
    static func value<Value: Decodable>(_ type: Value.Type, from text: String, at path: [any CodingKey]) throws -> Value
    {
        func mismatch() -> DecodingError {
            DecodingError.typeMismatch(
                Value.self,
                .init(codingPath: path, debugDescription: "\(text) is no \(Value.self)")
            )
        }
        switch type {
        case is String.Type: return try (text as? Value).unwrapped(mismatch)
        case is Int.Type: return try (Int(text) as? Value).unwrapped(mismatch)
        case is Double.Type: return try (Double(text) as? Value).unwrapped(mismatch)
        case is Float.Type: return try (Float(text) as? Value).unwrapped(mismatch)
        case is Bool.Type:
            let flag: Bool? = ["true", "1"].contains(text) ? true : ["false", "0"].contains(text) ? false : nil
            return try (flag as? Value).unwrapped(mismatch)
        case is Date.Type: return try ((try? Date(text, strategy: .iso8601)) as? Value).unwrapped(mismatch)
        case is URL.Type: return try (URL(string: text) as? Value).unwrapped(mismatch)
        case let integer as any FixedWidthInteger.Type:
            return try (integer.init(text, radix: 10) as? Value).unwrapped(mismatch)
        default:
            return try Value(from: QueryDecoding(values: [QueryEncoding.name(path): .string(text)], codingPath: path))
        }
    }

    /// An object's properties, each read from its parameter (`filter[state]` below the first level).
    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let decoder: QueryDecoding
        var codingPath: [any CodingKey] { decoder.codingPath }

        var allKeys: [Key] {
            let prefix = decoder.codingPath.isEmpty ? "" : QueryEncoding.name(decoder.codingPath) + "["
            return decoder.values.keys.compactMap { name in
                guard name.hasPrefix(prefix) else { return nil }
                let rest = name.dropFirst(prefix.count)
                let key = decoder.codingPath.isEmpty ? rest.prefix { $0 != "[" } : rest.prefix { $0 != "]" }
                return Key(stringValue: String(key))
            }
        }

        func contains(_ key: Key) -> Bool {
            let name = QueryEncoding.name(codingPath + [key])
            return decoder.values[name] != nil || decoder.values.keys.contains { $0.hasPrefix(name + "[") }
        }

        func decodeNil(forKey key: Key) -> Bool { !contains(key) }

        func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
            let below = decoder.below(key)
            // An array, an object or an enum reads itself from the decoder of its parameter: an
            // array whose parameter is not there reads as empty (an array with no elements sends
            // nothing).
            guard QueryDecoding.isText(type) else {
                return try Value(from: below)
            }
            return try QueryDecoding.value(type, from: try below.text(), at: below.codingPath)
        }

        func nestedContainer<Nested: CodingKey>(
            keyedBy type: Nested.Type,
            forKey key: Key
        ) -> KeyedDecodingContainer<Nested> {
            decoder.below(key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedDecodingContainer {
            decoder.below(key).unkeyedContainer()
        }

        func superDecoder() -> any Decoder { decoder }
        func superDecoder(forKey key: Key) -> any Decoder { decoder.below(key) }
    }

    /// An array's elements: the texts of its parameter, in order.
    struct Unkeyed: UnkeyedDecodingContainer {
        let decoder: QueryDecoding
        let texts: [String]
        var currentIndex = 0
        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { texts.count }
        var isAtEnd: Bool { currentIndex >= texts.count }

        init(decoder: QueryDecoding, texts: [String]) {
            self.decoder = decoder
            self.texts = texts
        }

        mutating func decodeNil() -> Bool { false }

        mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Value.self,
                    .init(codingPath: codingPath, debugDescription: "no more")
                )
            }
            defer { currentIndex += 1 }
            return try QueryDecoding.value(type, from: texts[currentIndex], at: codingPath)
        }

        mutating func nestedContainer<Nested: CodingKey>(
            keyedBy type: Nested.Type
        ) throws -> KeyedDecodingContainer<Nested> {
            throw DecodingError.typeMismatch(
                [String: String].self,
                .init(codingPath: codingPath, debugDescription: "an array of objects")
            )
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            throw DecodingError.typeMismatch(
                [String].self,
                .init(codingPath: codingPath, debugDescription: "an array of arrays")
            )
        }

        mutating func superDecoder() -> any Decoder { decoder }
    }

    /// One value: the one text of its parameter.
    struct Single: SingleValueDecodingContainer {
        let decoder: QueryDecoding
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { decoder.texts.isEmpty }

        func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
            try QueryDecoding.value(type, from: try decoder.text(), at: codingPath)
        }
    }
}

extension Optional {
    /// The value, or the error `failure` makes.
    fileprivate func unwrapped(_ failure: () -> some Error) throws -> Wrapped {
        guard let self else { throw failure() }
        return self
    }
}
