/// A value that a call can send as its body.
///
/// ``RequestBody`` is one: bytes with their content type. Your own types become bodies by
/// saying how they turn into bytes, or by adopting ``EncodesJSON``:
///
/// ```swift
/// struct Note: RequestBodyConvertible {
///     var text: String
///     func requestBody() throws -> RequestBody {
///         RequestBody(Data(text.utf8), contentType: "text/plain; charset=utf-8")
///     }
/// }
/// ```
///
/// A resource that names the type its create, replace or update takes (``IsCreatable/CreateBody``,
/// ``IsReplaceable/ReplaceBody``, ``IsPatchable/UpdateBody``) makes a body of any other type a
/// compile error on those paths.
public protocol RequestBodyConvertible {
    /// The bytes to send, with their content type.
    ///
    /// - Returns: The body.
    /// - Throws: Any error; the call fails with ``YopuyError/Code/invalidBody`` and sends
    ///   nothing. A ``YopuyError`` thrown here (say, by
    ///   ``RequestBody/json(_:encoder:)``) reaches the caller as it is.
    func requestBody() throws -> RequestBody
}

extension RequestBody: RequestBodyConvertible {
    /// The body itself.
    ///
    /// - Returns: `self`.
    @inlinable
    public func requestBody() -> RequestBody { self }
}
