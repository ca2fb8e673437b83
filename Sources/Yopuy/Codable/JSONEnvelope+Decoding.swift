extension JSONEnvelope {
    /// One key of an envelope's path, made at run time from its text.
    struct Key: CodingKey {
        let stringValue: String

        init(stringValue: String) {
            self.stringValue = stringValue
        }

        var intValue: Int? { nil }

        init?(intValue: Int) {
            nil
        }
    }

    /// The value at the end of the path, decoded from `decoder`'s top-level object: the walk
    /// a hand-written `struct Wrapped: Decodable { let data: Post }` makes, with keys read at
    /// run time. Nothing beside the path is decoded.
    ///
    /// - Throws: `DecodingError.keyNotFound` naming the missing key's path when the body has no
    ///   such key; any other error of the decoder as it is.
    func decode<Value: Decodable>(_ type: Value.Type, from decoder: any Decoder) throws -> Value {
        var container = try decoder.container(keyedBy: Key.self)
        var rest = path[...]
        do {
            while let dot = rest.firstIndex(of: ".") {
                let key = Key(stringValue: String(rest[..<dot]))
                container = try container.nestedContainer(keyedBy: Key.self, forKey: key)
                rest = rest[rest.index(after: dot)...]
            }
            // A one-key envelope, the common case, uses its string as it is.
            let last = rest.startIndex == path.startIndex ? path : String(rest)
            return try container.decode(Value.self, forKey: Key(stringValue: last))
        } catch let DecodingError.keyNotFound(key, context) where key is Key {
            let missing = (context.codingPath + [key]).map(\.stringValue).joined(separator: ".")
            let envelope = missing == path ? "the resource's envelope" : "the resource's envelope is \"\(path)\""
            throw DecodingError.keyNotFound(
                key,
                DecodingError.Context(
                    codingPath: context.codingPath,
                    debugDescription: "the response body has no \"\(missing)\" (\(envelope))"
                )
            )
        }
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
struct EnvelopedRecord<Record: DecodesJSON & Decodable>: Decodable {
    let record: Record

    init(from decoder: any Decoder) throws {
        record = try Record.singularEnvelope.decode(Record.self, from: decoder)
    }
}

/// A list of records in their resource's ``DecodesJSON/collectionEnvelope``.
struct EnvelopedRecords<Record: DecodesJSON & Decodable>: Decodable {
    let records: [Record]

    init(from decoder: any Decoder) throws {
        records = try Record.collectionEnvelope.decode([Record].self, from: decoder)
    }
}
