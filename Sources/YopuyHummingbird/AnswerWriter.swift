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
/// ``/Yopuy/DecodesJSON`` resource; bytes as they are for `Data`; text for a `String`; nothing
/// for `nil` and ``/Yopuy/NoContent``, with the declared status or 204.
///
/// The status of an answer with a body is the one the resource declares for the method
/// (``/Yopuy/AnswersStatus``), else 201 for a create and 200 for the rest.
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

    /// The status of an answer with a body: the declared one, else 201 for a create and 200
    /// for the rest.
    @usableFromInline let status: HTTPResponse.Status

    /// The status of an answer of nothing (`nil`, ``/Yopuy/NoContent``): the declared one, else
    /// 204.
    @usableFromInline let emptyStatus: HTTPResponse.Status

    /// How the answer's type is written.
    @usableFromInline let form: Form

    /// A writer for what `Resource`'s paths with `method` answer, values of type `answer`: one
    /// value (`collection` false) or a list.
    ///
    /// A resource that is not ``/Yopuy/DecodesJSON`` but answers a value of one that is (an action
    /// whose parser is its target's) is written as that one reads it.
    @usableFromInline
    init<Resource: Yopuy.Resource>(
        _ resource: Resource.Type,
        answering answer: Any.Type,
        collection: Bool,
        method: Yopuy.HTTPMethod
    ) {
        if let json = Resource.self as? any DecodesJSON.Type ?? answer as? any DecodesJSON.Type {
            let envelope = collection ? json.collectionEnvelope : json.singularEnvelope
            self.envelope = envelope.keys
            encoder = JSONMirror.encoder(mirroring: json.decoder)
        } else {
            envelope = []
            encoder = JSONEncoder()
        }
        let declared = (Resource.self as? any AnswersStatus.Type)?.answerStatus(for: method)
            .flatMap { (200...299).contains($0) ? HTTPResponse.Status(code: $0) : nil }
        let creates = !collection && method == .post && Resource.self is any IsCreatable.Type
        status = declared ?? (creates ? .created : .ok)
        emptyStatus = declared ?? .noContent
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
        // Nothing answers the declared status, or 204; a declared 204 carries no body, whatever
        // the handler answers.
        guard let value, status != .noContent else {
            return Response(status: emptyStatus)
        }
        switch form {
        case .json:
            return answer(try json(value), contentType: "application/json")
        case .bytes:
            return answer((value as? Data) ?? Data(), contentType: "application/octet-stream")
        case .text:
            return answer(Data(((value as? String) ?? "").utf8), contentType: "text/plain; charset=utf-8")
        case .nothing:
            return Response(status: emptyStatus)
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
