/// A kind of thing a REST API serves, such as posts or comments: the root of every resource
/// protocol.
///
/// Do not adopt `Resource` directly. Adopt one of the four shapes, which say where the
/// resource lives, then the capabilities (`Is…` protocols) that say what can be done to it:
///
/// | shape | addressed as | example |
/// | --- | --- | --- |
/// | ``RootResource`` | `/posts`, `/posts/1` | posts |
/// | ``ChildResource`` | `/posts/1/comments/2` | a post's comments |
/// | ``SingularRootResource`` | `/me` | the signed-in user |
/// | ``SingularChildResource`` | `/posts/1/author` | a post's author |
///
/// ```swift
/// struct Post: RootResource, IsRESTful, Codable {
///     static let path = "posts"
///     let id: Int
///     static func parse(singular data: Data) throws -> Post {
///         try JSONDecoder().decode(Post.self, from: data)
///     }
///     static func parse(collection data: Data) throws -> [Post] {
///         try JSONDecoder().decode([Post].self, from: data)
///     }
/// }
/// ```
///
/// A resource that adopts no capability offers no paths at all.
///
/// A resource's type is shared across threads (its parsers run wherever a response arrives),
/// so its conformance cannot be isolated to an actor: `Resource` refines `SendableMetatype`.
public protocol Resource: SendableMetatype {
    /// The resource's own path segment, relative to its parent: `"posts"`, `"comments"`, `"me"`.
    ///
    /// It never includes a host, a query or a parent's segments. It may hold several literal
    /// segments separated by `/` (`"api/posts"`); empty pieces from leading or doubled slashes
    /// are dropped, and a trailing slash is kept (`"blobs/uploads/"`).
    ///
    /// It goes on the wire as written, unlike an ID, which is encoded whole: RFC 3986's path
    /// characters (letters, digits, `- . _ ~`, `! $ & ' ( ) * + , ; =`, `:` and `@`) and `%XX`
    /// escapes stay as they are, so `"users/@me"` sends `users/@me` and `"%40me"` sends `%40me`.
    /// A space, a non-ASCII character and the other bytes a URL never carries as they are
    /// (`"`, `<`, `>`, `\`, `^`, a backquote, `{`, `|`, `}`, controls) are percent-encoded:
    /// `"odd name"` sends `odd%20name`. A `?`, a `#`, a `%` that starts no escape, or a `.` or
    /// `..` segment (`%2E` counts as a dot) makes every path of the resource fail with
    /// ``YopuyError/Code/invalidPath`` when it is used, before anything is sent: a query
    /// belongs in a call's `query`, and `%3F`, `%23` or `%25` write the characters themselves.
    /// Three spellings attach to a segment instead:
    ///
    /// | `path` | means | sends |
    /// | --- | --- | --- |
    /// | `""` | no segment of its own | the base URL itself (a singleton at the root), a record right under its parent, an action on its record's or collection's own URL |
    /// | `":restart"` | a custom method after a colon (AIP-136) | `instances/i1:restart`, `books:search` |
    /// | `"accounts()"` | the record's key in the segment (OData) | `accounts(42)`, a ``CompositeID``'s parts separated by commas |
    static var path: String { get }

    /// Header fields every call to this resource's paths sends, declared once: a media type the
    /// API wants in `Accept` (a registry's manifests, GitHub's raw or diff formats), a version,
    /// a preview. None unless the resource says.
    ///
    /// ```swift
    /// struct Manifest: RootResource, IsShowable {
    ///     static let path = "manifests"
    ///     static let headers: HTTPHeaders = ["Accept": "application/vnd.oci.image.manifest.v1+json"]
    ///     let id: String
    ///     static func parse(singular data: Data) throws -> Data { data }
    /// }
    /// ```
    ///
    /// They are the headers of the type a path ends with: `Post.show(1) / Comment.list` sends
    /// `Comment`'s, and an action (a resource of its own) sends its own, not its record's. A call's fields are merged in this order, a later field replacing an earlier one
    /// of the same name (compared without regard to case):
    ///
    /// 1. the service's ``Service/headers``;
    /// 2. the resource's `headers`;
    /// 3. the call's `headers:` argument;
    ///
    /// then `Content-Type` from the body, unless one of them set it. The resource is more
    /// particular than the service, so its `Accept` wins over an API-wide default one; a call
    /// overrides both. Every field is checked like the call's own: a name or value that cannot
    /// be sent fails the call with ``YopuyError/Code/invalidHeader``, before anything is sent.
    static var headers: HTTPHeaders { get }

    /// Query parameters every call to this resource's paths sends, declared once: a format or
    /// shape the API wants for this resource only, as its ``headers`` are declared. None unless
    /// the resource says.
    ///
    /// ```swift
    /// struct Row: RootResource, IsListable {
    ///     static let path = "fixtures/rows.json"
    ///     static let query: Query = ["_shape": "objects"]
    ///     let id: Int
    ///     static func parse(collection data: Data) throws -> Data { data }
    /// }
    /// // GET fixtures/rows.json?_shape=objects&_size=10
    /// let rows = try await service.call(Row.list, query: ["_size": 10])
    /// ```
    ///
    /// They are the parameters of the type a path ends with, as its headers are. A call's are
    /// merged in this order, a later parameter replacing an earlier one of the same name:
    ///
    /// 1. the service's ``Service/query``;
    /// 2. the resource's `query`;
    /// 3. the call's `query:` argument, and a next page's own parameters when a list is paged by
    ///    query.
    ///
    /// A URL the server wrote (``Service/follow(_:as:query:headers:body:timeout:)``, a next page's
    /// URL) is sent with its own query, as the service's is not added to it either.
    static var query: Query { get }

    /// Text after the last segment of every path that ends with this resource: a format, as
    /// Rails (`/users/1.json`), Twilio (`/Accounts/{Sid}/Calls.json`) and Datasette
    /// (`/db/table.json`, `/db/table/1.json`) write it. None unless the resource says.
    ///
    /// ```swift
    /// struct Call: RootResource, IsListable, IsShowable {
    ///     static let path = "Calls"
    ///     static let pathSuffix = ".json"
    ///     let id: String
    ///     static func parse(singular data: Data) throws -> Data { data }
    ///     static func parse(collection data: Data) throws -> Data { data }
    /// }
    /// let all = Call.list          // GET Calls.json
    /// let one = Call.show("CA1")   // GET Calls/CA1.json
    /// ```
    ///
    /// Every path of the resource has it, whatever its verb, and no path can be built without
    /// it; under a child it goes, since only the last segment of the whole path has one. An action
    /// is a resource of its own, with its own suffix (an action at `path = ""` on a suffixed
    /// record declares the suffix too). It is written as a declared path is, so a `/`, a `?`, a
    /// `#` or a `%` that starts no escape makes every path of the resource fail with
    /// ``YopuyError/Code/invalidPath`` when it is used.
    static var pathSuffix: String { get }
}

extension Resource {
    /// No header fields of the resource's own: the default.
    @inlinable
    public static var headers: HTTPHeaders { HTTPHeaders() }

    /// No query parameters of the resource's own: the default.
    @inlinable
    public static var query: Query { Query() }

    /// No suffix: the default.
    @inlinable
    public static var pathSuffix: String { "" }
}
