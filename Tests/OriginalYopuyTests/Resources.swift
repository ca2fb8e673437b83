import Foundation
import Yopuy

// Resources shaped exactly as the original Yopuy's README and test suite declared them (0.1.0):
// explicit `typealias ID`, `Collection` and `Singular`, `IsRESTFul` with its original spelling,
// and singletons that adopt `IsRESTFul` with `parse(singular:)` alone. This target builds with
// none of the upcoming-feature flags the library uses, as a user's package would.

struct Post: RootResource, IsRESTFul {
    typealias ID = Int
    typealias Collection = [Post]
    typealias Singular = Post
    static let path = "posts"
    let id: Int

    static func parse(collection data: Data) throws -> Collection {
        return []
    }

    static func parse(singular data: Data) throws -> Singular {
        return Post(id: 20)
    }
}

struct Comment: ChildResource, IsRESTFul {
    typealias ID = Int
    typealias Parent = Post
    typealias Collection = [Comment]
    typealias Singular = Comment
    static let path = "comments"
    let id: Int

    static func parse(collection data: Data) throws -> Collection {
        return []
    }

    static func parse(singular data: Data) throws -> Singular {
        return Comment(id: 20)
    }
}

struct Commenter: ChildResource, IsShowable, IsListable, IsDeletable {
    typealias ID = Int
    typealias Parent = Comment
    typealias Collection = [Commenter]
    typealias Singular = Commenter
    static let path = "commenter"
    let id: Int

    static func parse(collection data: Data) throws -> Collection {
        return []
    }

    static func parse(singular data: Data) throws -> Singular {
        return Commenter(id: 20)
    }
}

struct Blog: SingularRootResource, IsRESTFul {
    typealias Singular = Blog
    static let path = "blog"

    static func parse(singular data: Data) throws -> Singular {
        return Blog()
    }
}

struct Author: SingularChildResource, IsRESTFul {
    typealias Parent = Blog
    typealias Singular = Author
    static let path = "author"

    static func parse(singular data: Data) throws -> Singular {
        return Author()
    }
}

/// An adapter written as the original README's `YourFancyAdapter` would be: the one method, no
/// `@Sendable` on its callback.
struct YourFancyAdapter: HTTPAdapter {
    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping (AdapterResponse) -> Void) {
        callback(AdapterResponse(status: 200, body: Data("{}".utf8)))
    }
}
