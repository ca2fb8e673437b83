import Foundation
import FuzzSupport
import Yopuy

// Header names and values. The fields alternate name, value…, for up to six headers; the
// selector's bits say where each goes: the service's headers, the call's, or an `AddHeaders`
// middleware, and whether it is added with `add(_:value:)` or given to `HTTPHeaders.init`.
//
// A field whose name is not an HTTP token, or whose value holds a control byte other than tab
// or begins or ends with a space or tab, must be refused with `.invalidHeader` (by the call, or
// by `AddHeaders.init`) and nothing sent. Otherwise the adapter must receive exactly the fields
// expected, in order: the service's, less those the call names again, then the call's, merged
// the same way with the middleware's.

/// Where a fuzzed field goes.
private enum Place: CaseIterable {
    case service
    case call
    case middleware
}

/// Whether a field may be sent.
private func isValid(_ field: HTTPHeaders.Field) -> Bool {
    HeaderRule.isToken(field.name) && HeaderRule.isValidValue(field.value)
}

/// Whether two names are the same header: bytes compared, ASCII letters without case.
private func sameName(_ left: String, _ right: String) -> Bool {
    let folded = { (text: String) in text.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 } }
    return folded(left) == folded(right)
}

/// A field's bytes, to compare fields exactly (`String`'s `==` ignores differences of Unicode
/// normalisation).
private func bytes(_ fields: [HTTPHeaders.Field]) -> [[UInt8]] {
    fields.flatMap { [Array($0.name.utf8), Array($0.value.utf8)] }
}

/// `base`'s fields except those `other` names, then `other`'s: a merge as documented.
private func merged(_ base: [HTTPHeaders.Field], _ other: [HTTPHeaders.Field]) -> [HTTPHeaders.Field] {
    if other.isEmpty {
        return base
    }
    return base.filter { field in !other.contains { sameName($0.name, field.name) } } + other
}

/// Builds headers from fields, with `add` or with `init`.
private func headers(_ fields: [HTTPHeaders.Field], adding: Bool) -> HTTPHeaders {
    guard adding else {
        return HTTPHeaders(fields)
    }
    var headers = HTTPHeaders()
    for field in fields {
        headers.add(field.name, value: field.value)
    }
    return headers
}

/// libFuzzer's entry point: one input, one call.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let input = FuzzInput(start, count)
    var fields: [Place: [HTTPHeaders.Field]] = [:]
    for index in 0..<min((input.fields.count + 1) / 2, 6) {
        let field = HTTPHeaders.Field(name: input.text(2 * index), value: input.text(2 * index + 1))
        let place = Place.allCases[Int(input.selector >> (index % 3)) % 3]
        fields[place, default: []].append(field)
    }
    let adding = input.flag(7)
    let serviceFields = fields[.service] ?? []
    let callFields = fields[.call] ?? []
    let middlewareFields = fields[.middleware] ?? []
    let recorder = RecordingAdapter()
    let result: Result<Void, YopuyError>
    if middlewareFields.isEmpty {
        var service = Service(adapter: recorder, URL: fuzzBase)
        service.headers = headers(serviceFields, adding: adding)
        result = outcome(of: Item.show("x"), on: service, headers: headers(callFields, adding: !adding))
    } else {
        let middleware: AddHeaders
        do {
            middleware = try AddHeaders(headers(middlewareFields, adding: adding))
        } catch {
            require(error.code == .invalidHeader, "AddHeaders refused \(middlewareFields) with \(error)")
            require(
                middlewareFields.contains { !isValid($0) },
                "AddHeaders refused the valid fields \(middlewareFields): \(error)"
            )
            return 0
        }
        require(middlewareFields.allSatisfy(isValid), "AddHeaders took the invalid fields \(middlewareFields)")
        var service = Service(adapter: recorder.with(middleware), URL: fuzzBase)
        service.headers = headers(serviceFields, adding: adding)
        result = outcome(of: Item.show("x"), on: service, headers: headers(callFields, adding: !adding))
    }
    let sentByService = merged(serviceFields, callFields)
    let refusal: YopuyError.Code? = sentByService.allSatisfy(isValid) ? nil : .invalidHeader
    guard let request = sentRequest(result, recorder.requests, refusedWith: refusal, "the fields \(sentByService)")
    else {
        return 0
    }
    let expected = merged(sentByService, middlewareFields)
    let sent = request.headers.fields
    require(bytes(sent) == bytes(expected), "the adapter received \(sent), not \(expected)")
    return 0
}
