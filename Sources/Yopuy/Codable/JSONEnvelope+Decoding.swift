extension JSONEnvelope {
    /// One key of an envelope's path, made at run time from its text.
    @usableFromInline
    struct Key: CodingKey {
        @usableFromInline let stringValue: String

        @inlinable
        init(stringValue: String) {
            self.stringValue = stringValue
        }

        @inlinable
        var intValue: Int? { nil }

        @inlinable
        init?(intValue: Int) {
            nil
        }
    }

    /// The value at the end of the path, decoded from `decoder`'s top-level object: the walk
    /// a hand-written `struct Wrapped: Decodable { let data: Post }` makes, with keys read at
    /// run time. Nothing beside the path is decoded.
    ///
    /// Inlinable, with the default parsers that call it, so that it is specialized for the
    /// record type where the resource is declared, as a hand-written wrapper is: unspecialized,
    /// it cost 4% more instructions than the wrapper for a 1 KB article (issue #25's benchmark).
    ///
    /// - Throws: `DecodingError.keyNotFound` naming the missing key's path when the body has no
    ///   such key; any other error of the decoder as it is.
    @inlinable
    func decode<Value: Decodable>(_ type: Value.Type, from decoder: any Decoder) throws -> Value {
        if indexed {
            return try decodeWalking(type, from: decoder)
        }
        var container = try decoder.container(keyedBy: Key.self)
        do {
            // Keys are cut at the dots by their UTF-8 bytes; a one-key envelope, the common
            // case, uses its string as it is.
            var rest = path.utf8[...]
            while let dot = rest.firstIndex(of: UInt8(ascii: ".")) {
                let key = Key(stringValue: String(Substring(rest[..<dot])))
                container = try container.nestedContainer(keyedBy: Key.self, forKey: key)
                rest = rest[rest.index(after: dot)...]
            }
            let last = rest.startIndex == path.utf8.startIndex ? path : String(Substring(rest))
            return try container.decode(Value.self, forKey: Key(stringValue: last))
        } catch let DecodingError.keyNotFound(key, context) where key is Key {
            throw missing(key, context)
        }
    }

    /// Where the walk of an envelope with array elements in its path stands: in an object or in
    /// an array.
    enum Place {
        case object(KeyedDecodingContainer<Key>)
        case array(any UnkeyedDecodingContainer)
    }

    /// Any JSON value, read and dropped: how an array's elements before the wanted one are passed.
    struct Skipped: Decodable {
        init(from decoder: any Decoder) throws {}
    }

    /// The value at the end of a path with keys of digits: each is an element of the array
    /// the body has there, from 0, or the key of the object it has there.
    @usableFromInline
    func decodeWalking<Value: Decodable>(_ type: Value.Type, from decoder: any Decoder) throws -> Value {
        let keys = self.keys
        var place = try Self.place(for: keys[0], in: decoder)
        for (index, key) in keys.enumerated() {
            let next = index + 1 < keys.count ? keys[index + 1] : nil
            switch place {
            case .object(let container):
                do {
                    guard let next else {
                        return try container.decode(Value.self, forKey: Key(stringValue: key))
                    }
                    place = try Self.place(for: next, in: container, at: key)
                } catch let DecodingError.keyNotFound(key, context) where key is Key {
                    throw missing(key, context)
                }
            case .array(var elements):
                let path = keys[...index].joined(separator: ".")
                guard let position = Int(key) else {
                    throw missing(Key(stringValue: key), DecodingError.Context(codingPath: [], debugDescription: ""))
                }
                for _ in 0..<position where !elements.isAtEnd {
                    _ = try elements.decode(Skipped.self)
                }
                guard !elements.isAtEnd else {
                    throw DecodingError.keyNotFound(
                        Key(stringValue: key),
                        DecodingError.Context(
                            codingPath: [],
                            debugDescription:
                                "the response body has no \"\(path)\": its array has \(position == 0 ? "no element" : "fewer elements") (the resource's envelope is \"\(self.path)\")"
                        )
                    )
                }
                guard let next else {
                    return try elements.decode(Value.self)
                }
                place =
                    Self.allDigits(next)
                    ? .array(try elements.nestedUnkeyedContainer())
                    : .object(try elements.nestedContainer(keyedBy: Key.self))
            }
        }
        throw missing(Key(stringValue: path), DecodingError.Context(codingPath: [], debugDescription: ""))
    }

    /// The top of the body, for a path whose first key is `key`: an array when the key is of
    /// digits and the body is one.
    static func place(for key: String, in decoder: any Decoder) throws -> Place {
        if allDigits(key), let elements = try? decoder.unkeyedContainer() {
            return .array(elements)
        }
        return .object(try decoder.container(keyedBy: Key.self))
    }

    /// The value at `key` of `container`, for a path that goes on with `next`: an array when
    /// `next` is of digits and the value is one.
    static func place(for next: String, in container: KeyedDecodingContainer<Key>, at key: String) throws -> Place {
        let key = Key(stringValue: key)
        if allDigits(next), let elements = try? container.nestedUnkeyedContainer(forKey: key) {
            return .array(elements)
        }
        return .object(try container.nestedContainer(keyedBy: Key.self, forKey: key))
    }

    /// Whether `key` is a key of digits, which may be an array's element.
    static func allDigits(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// The error for a key of the path that the body does not have: its path from the body's
    /// top, in the debug description, where ``reason(for:)`` finds it.
    @usableFromInline
    func missing(_ key: any CodingKey, _ context: DecodingError.Context) -> DecodingError {
        let missing = (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
        let envelope = missing == path ? "the resource's envelope" : "the resource's envelope is \"\(path)\""
        return DecodingError.keyNotFound(
            key,
            DecodingError.Context(
                codingPath: context.codingPath,
                debugDescription: "the response body has no \"\(missing)\" (\(envelope))"
            )
        )
    }

    /// The reason to give for a parse failure caused by `error`: the missing key's path when an
    /// envelope was not found, `nil` for any other error.
    static func reason(for error: any Error) -> String? {
        guard case DecodingError.keyNotFound(let key, let context) = error, key is Key else {
            return nil
        }
        return context.debugDescription
    }
}

/// One record in its resource's ``DecodesJSON/singularEnvelope``.
@usableFromInline
struct EnvelopedRecord<Record: DecodesJSON & Decodable>: Decodable {
    @usableFromInline let record: Record

    @inlinable
    init(from decoder: any Decoder) throws {
        record = try Record.singularEnvelope.decode(Record.self, from: decoder)
    }
}

/// A list of records in their resource's ``DecodesJSON/collectionEnvelope``.
@usableFromInline
struct EnvelopedRecords<Record: DecodesJSON & Decodable>: Decodable {
    @usableFromInline let records: [Record]

    @inlinable
    init(from decoder: any Decoder) throws {
        records = try Record.collectionEnvelope.decode([Record].self, from: decoder)
    }
}
