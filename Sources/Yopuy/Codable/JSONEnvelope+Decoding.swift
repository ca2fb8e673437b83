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
