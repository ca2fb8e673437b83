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

    /// The method's name, for example `"GET"`.
    public var description: String { rawValue }
}
