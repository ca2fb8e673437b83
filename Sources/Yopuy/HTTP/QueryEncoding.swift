#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes a ``QueryParameters`` value as a query: each property a parameter named by its coding
/// path (`filter[state]` below the first level), an array its parameter repeated.
final class QueryEncoding: Encoder {
    /// What every container of one value writes into.
    final class Written {
        var parameters: [Query.Parameter] = []
        var places: [String: Int] = [:]
        /// Why the value cannot be a query, once something could not be written.
        var failure: String?

        /// Adds `value` under `name`: a second value makes the parameter an array.
        func add(_ value: QueryValue, named name: String) {
            guard let place = places[name] else {
                places[name] = parameters.count
                parameters.append(Query.Parameter(name: name, value: value))
                return
            }
            switch parameters[place].value {
            case .array(let values): parameters[place].value = .array(values + [value])
            case let single: parameters[place].value = .array([single, value])
            }
        }
    }

    let written: Written
    let codingPath: [any CodingKey]
    /// Whether this encoder writes one element of an array, which cannot be an array or an object.
    let isElement: Bool
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(written: Written = Written(), codingPath: [any CodingKey] = [], isElement: Bool = false) {
        self.written = written
        self.codingPath = codingPath
        self.isElement = isElement
    }

    /// The parameter's name for `path`: `filter[state]`.
    static func name(_ path: [any CodingKey]) -> String {
        guard let first = path.first else { return "" }
        return path.dropFirst().reduce(first.stringValue) { $0 + "[\($1.stringValue)]" }
    }

    /// Adds `value` at this encoder's path, or records why it cannot.
    func add(_ value: QueryValue) {
        guard !codingPath.isEmpty else {
            fail("a query holds named values: a struct's properties, not one value")
            return
        }
        written.add(value, named: Self.name(codingPath))
    }

    func fail(_ reason: String) {
        if written.failure == nil {
            written.failure = codingPath.isEmpty ? reason : "`\(Self.name(codingPath))`: \(reason)"
        }
    }

    /// Adds `value`: a number, a text, a flag, a `Date` or a URL as the text a query sends,
    /// anything else as it encodes itself.
    ///
    /// The containers' own `encode` of the integers they do not name (`Int8`, `UInt64`, …) ends
    /// here too, as the standard library's defaults send them: every such value is added here,
    /// never encoded again, which would call those defaults again.
    func add<Value: Encodable>(_ value: Value) throws {
        switch value {
        case let text as String: add(.string(text))
        case let flag as Bool: add(.bool(flag))
        case let number as Double: add(.double(number))
        case let number as Float: add(.double(Double(number)))
        case let number as any FixedWidthInteger: add(Int(exactly: number).map(QueryValue.int) ?? .string("\(number)"))
        case let date as Date: add(.date(date))
        case let url as URL: add(.string(url.absoluteString))
        default: try value.encode(to: self)
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if isElement {
            fail("an array of objects cannot be a query")
        }
        return KeyedEncodingContainer(Keyed(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if isElement {
            fail("an array of arrays cannot be a query")
        }
        return Unkeyed(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

    /// The encoder of the value at `key` below this one.
    func below(_ key: any CodingKey, isElement: Bool = false) -> QueryEncoding {
        QueryEncoding(written: written, codingPath: codingPath + [key], isElement: isElement)
    }

    /// An object's properties, each a parameter.
    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let encoder: QueryEncoding
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: Bool, forKey key: Key) { encoder.below(key).add(.bool(value)) }
        mutating func encode(_ value: String, forKey key: Key) { encoder.below(key).add(.string(value)) }
        mutating func encode(_ value: Double, forKey key: Key) { encoder.below(key).add(.double(value)) }
        mutating func encode(_ value: Float, forKey key: Key) { encoder.below(key).add(.double(Double(value))) }
        mutating func encode(_ value: Int, forKey key: Key) { encoder.below(key).add(.int(value)) }
        mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
            try encoder.below(key).add(value)
        }
        mutating func nestedContainer<Nested: CodingKey>(
            keyedBy keyType: Nested.Type,
            forKey key: Key
        ) -> KeyedEncodingContainer<Nested> {
            encoder.below(key).container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            encoder.below(key).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { encoder }
        mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.below(key) }
    }

    /// An array's elements, each a value of its parameter.
    struct Unkeyed: UnkeyedEncodingContainer {
        let encoder: QueryEncoding
        var count = 0
        var codingPath: [any CodingKey] { encoder.codingPath }

        init(encoder: QueryEncoding) {
            self.encoder = encoder
        }

        mutating func encodeNil() { count += 1 }
        mutating func encode(_ value: Bool) { append(.bool(value)) }
        mutating func encode(_ value: String) { append(.string(value)) }
        mutating func encode(_ value: Double) { append(.double(value)) }
        mutating func encode(_ value: Float) { append(.double(Double(value))) }
        mutating func encode(_ value: Int) { append(.int(value)) }
        mutating func encode<Value: Encodable>(_ value: Value) throws {
            count += 1
            try element().add(value)
        }
        mutating func nestedContainer<Nested: CodingKey>(keyedBy keyType: Nested.Type) -> KeyedEncodingContainer<Nested>
        {
            count += 1
            return element().container(keyedBy: keyType)
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            count += 1
            return element().unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { element() }

        /// The encoder of one element: the array's own path, as an element.
        private func element() -> QueryEncoding {
            QueryEncoding(written: encoder.written, codingPath: encoder.codingPath, isElement: true)
        }

        private mutating func append(_ value: QueryValue) {
            count += 1
            encoder.add(value)
        }
    }

    /// One value, at the path of the property that holds it.
    struct Single: SingleValueEncodingContainer {
        let encoder: QueryEncoding
        var codingPath: [any CodingKey] { encoder.codingPath }

        mutating func encodeNil() {}
        mutating func encode(_ value: Bool) { encoder.add(.bool(value)) }
        mutating func encode(_ value: String) { encoder.add(.string(value)) }
        mutating func encode(_ value: Double) { encoder.add(.double(value)) }
        mutating func encode(_ value: Float) { encoder.add(.double(Double(value))) }
        mutating func encode(_ value: Int) { encoder.add(.int(value)) }
        mutating func encode<Value: Encodable>(_ value: Value) throws { try encoder.add(value) }
    }
}
