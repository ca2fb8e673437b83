#if Hummingbird
public import Hummingbird
public import Yopuy

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// Writes what a handler returns the way its resource's parser reads it: JSON for an `Encodable`
/// value, inside the resource's envelope and with an encoder that mirrors its decoder for a
/// ``/Yopuy/DecodesJSON`` resource; bytes as they are for `Data`; text for a `String`; nothing,
/// with 204, for `nil` or ``/Yopuy/NoContent``.
@usableFromInline
struct AnswerWriter: Sendable {
    /// How a value of the answer's type is written, settled once for the type.
    @usableFromInline
    enum Form: Sendable {
        case json, bytes, text, nothing
    }

    /// The envelope's keys, from the outside in.
    @usableFromInline let envelope: [String]

    /// The encoder, configured once; encoding with it does not change it.
    @usableFromInline let encoder: JSONEncoder

    /// The status of an answer with a body: 201 for a create, else 200.
    @usableFromInline let status: HTTPResponse.Status

    /// How the answer's type is written.
    @usableFromInline let form: Form

    /// A writer for what `Resource`'s paths answer, values of type `answer`: one value
    /// (`collection` false) or a list.
    ///
    /// A resource that is not ``/Yopuy/DecodesJSON`` but answers a value of one that is (an action
    /// whose parser is its target's) is written as that one reads it.
    @usableFromInline
    init<Resource: Yopuy.Resource>(
        _ resource: Resource.Type,
        answering answer: Any.Type,
        collection: Bool,
        creates: Bool
    ) {
        if let json = Resource.self as? any DecodesJSON.Type ?? answer as? any DecodesJSON.Type {
            let envelope = collection ? json.collectionEnvelope : json.singularEnvelope
            self.envelope = envelope.keys
            encoder = JSONMirror.encoder(mirroring: json.decoder)
        } else {
            envelope = []
            encoder = JSONEncoder()
        }
        status = creates ? .created : .ok
        form =
            switch answer {
            case is Data.Type: .bytes
            case is String.Type: .text
            case is NoContent.Type: .nothing
            default: .json
            }
    }

    /// The answer for `value`.
    @inlinable
    func response(_ value: (some Encodable)?) throws -> Response {
        guard let value else {
            return Response(status: .noContent)
        }
        switch form {
        case .json:
            return answer(try json(value), contentType: "application/json")
        case .bytes:
            return answer((value as? Data) ?? Data(), contentType: "application/octet-stream")
        case .text:
            return answer(Data(((value as? String) ?? "").utf8), contentType: "text/plain; charset=utf-8")
        case .nothing:
            return Response(status: .noContent)
        }
    }

    /// `value` as JSON, in the resource's envelope.
    @inlinable
    func json(_ value: some Encodable) throws -> Data {
        var body = try encoder.encode(value)
        for key in envelope.reversed() {
            body = try Self.wrap(body, in: key)
        }
        return body
    }

    @usableFromInline
    func answer(_ data: Data, contentType: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: contentType],
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        )
    }

    /// `body` as the value at `key`: an object's member, or for a key of digits the element of
    /// an array at that index (JSONEnvelope reads both so).
    @usableFromInline
    static func wrap(_ body: Data, in key: String) throws -> Data {
        if let index = Int(key), index >= 0, key.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        {
            return Data("[".utf8) + Data(String(repeating: "null,", count: index).utf8) + body + Data("]".utf8)
        }
        return Data("{".utf8) + (try JSONEncoder().encode(key)) + Data(":".utf8) + body + Data("}".utf8)
    }
}
#endif
