/// An HTTP request method, such as `GET` or `POST`.
///
/// Paths carry their method in their type (see ``RequestMethod``); adapters receive it as
/// this value, ready to hand to any HTTP client:
///
/// ```swift
/// var request = URLRequest(url: url)
/// request.httpMethod = method.rawValue   // "GET"
/// ```
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method's name as it is sent on the wire, for example `"PATCH"`.
    public let rawValue: String

    /// Creates a method from its name as sent on the wire.
    ///
    /// - Parameter rawValue: The method's name, for example `"GET"`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `GET`: read a record or a collection.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`: create a record, or run an action.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace a record.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`: change part of a record.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`: remove a record.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `HEAD`: a `GET` answered with the headers only.
    public static let head = HTTPMethod(rawValue: "HEAD")

    /// Whether sending the request twice has the same effect on the server as sending it once
    /// (RFC 9110, section 9.2.2): true for `GET`, `HEAD`, `PUT`, `DELETE`, `OPTIONS` and `TRACE`,
    /// false for `POST`, `PATCH` and any other method.
    ///
    /// ``Retry`` sends again only requests whose method is idempotent, or that carry an
    /// idempotency key. A path's type fixes its method, so `Post.show(1)` is retried and
    /// `Post.create` is not:
    ///
    /// ```swift
    /// HTTPMethod.put.isIdempotent    // true
    /// HTTPMethod.post.isIdempotent   // false
    /// ```
    public var isIdempotent: Bool {
        switch rawValue {
        case "GET", "HEAD", "PUT", "DELETE", "OPTIONS", "TRACE": true
        default: false
        }
    }

    /// The method's name, for example `"GET"`.
    public var description: String { rawValue }
}
