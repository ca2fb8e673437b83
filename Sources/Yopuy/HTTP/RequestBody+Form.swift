#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RequestBody {
    /// An HTML form's fields, `application/x-www-form-urlencoded`: the same bytes as ``Query``
    /// would put in a URL.
    ///
    /// ```swift
    /// let login = RequestBody.form(["username": "ada", "password": "p&ss w=rd"])
    /// // username=ada&password=p%26ss%20w%3Drd
    /// try await service.call(Post.create, body: login)
    /// ```
    ///
    /// Names and values are percent-encoded exactly as a query's are: every byte outside
    /// `A-Z a-z 0-9 - . _ ~` becomes `%XX` of its UTF-8, so a space is `%20` (never `+`, which a
    /// server could not tell from a plus sign) and `&`, `=` and `%` stay inside their value.
    /// An array value sends its name once per element, in order, as in a query.
    ///
    /// - Parameter fields: The fields, in order.
    /// - Returns: The body, with content type `application/x-www-form-urlencoded`.
    public static func form(_ fields: Query) -> RequestBody {
        RequestBody(Data(fields.encoded.utf8), contentType: "application/x-www-form-urlencoded")
    }
}
