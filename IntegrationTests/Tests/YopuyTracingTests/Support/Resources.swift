import Foundation
import Yopuy

// Typed paths for the tests: the blog's posts and comments, the blog server's `/echo` (which
// answers with the request's headers) and `/bulk/{bytes}` (that many bytes).

struct Post: RootResource, IsShowable, Sendable {
    static let path = "posts"
    let id: Int

    static func parse(singular data: Data) throws -> Data { data }
}

struct Comment: ChildResource, IsShowable, Sendable {
    typealias Parent = Post
    static let path = "comments"
    let id: Int

    static func parse(singular data: Data) throws -> Data { data }
}

/// `GET /echo`: the request as the server read it.
struct Echo: SingularRootResource, IsShowable, Sendable {
    static let path = "echo"

    struct Record: Decodable, Sendable {
        let headers: [[String]]

        /// The values of the header fields named `name`, in any case.
        func values(of name: String) -> [String] {
            headers.filter { $0.first?.lowercased() == name.lowercased() }.compactMap { $0.last }
        }
    }

    static func parse(singular data: Data) throws -> Record { try JSONDecoder().decode(Record.self, from: data) }
}

/// `GET /bulk/{bytes}`: that many bytes.
struct Bulk: RootResource, IsShowable, Sendable {
    static let path = "bulk"
    let id: Int

    static func parse(singular data: Data) throws -> Data { data }
}

/// httpbin's `GET /headers`: the request's headers, as httpbin read them.
struct Headers: SingularRootResource, IsShowable, Sendable {
    static let path = "headers"

    struct Record: Decodable, Sendable {
        let headers: [String: String]

        /// The value of the header field `name`, in any case.
        func value(of name: String) -> String? {
            headers.first { $0.key.lowercased() == name.lowercased() }?.value
        }
    }

    static func parse(singular data: Data) throws -> Record { try JSONDecoder().decode(Record.self, from: data) }
}
