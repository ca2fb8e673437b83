import BlogModel
import Foundation
import Testing
import Yopuy

@Suite("Resource")
struct ResourceTests {
    @Test("a static path with several segments keeps its slashes and drops extra ones")
    func multiSegmentStaticPath() throws {
        #expect(try Versioned.show(1).validatedPath() == "api/v2/items/1")
    }

    @Test("a space in a static path is percent-encoded, as a browser writes it")
    func encodedStaticPath() {
        #expect(Spaced.show(1).path == "odd%20name/1")
    }

    @Test("a static path that names no segment adds none; a dot segment is refused when used")
    func badStaticPath() throws {
        #expect(try Nameless.show(1).validatedPath() == "1")

        let dotted = try #require(throws: YopuyError.self) { try Dotted.show(1).validatedPath() }
        #expect(dotted.code == .invalidPath)
        #expect(dotted.reason.contains("Dotted"))
    }

    @Test("one model, reachable at the root and nested, without copying it")
    func dualLocation() throws {
        let nested = Post.show(1) / Comment.show(5)
        let direct = CommentByID.show(5)
        #expect(type(of: nested) == Path<Comment, SingularPath, GET>.self)
        #expect(type(of: direct) == Path<CommentByID, SingularPath, GET>.self)
        #expect(nested.path == "posts/1/comments/5")
        #expect(direct.path == "comments/5")

        let body = Data(#"{"id": 5, "body": "hi"}"#.utf8)
        let parsed: Comment = try CommentByID.parse(singular: body)
        #expect(parsed == Comment(id: 5, body: "hi"))
        #expect(try Comment.parse(singular: body) == parsed)
    }

    @Test("parsers are needed only where a capability needs them")
    func parsersOnlyWhereNeeded() throws {
        // Org declares no parser at all, Member only parse(collection:), Session only
        // parse(singular:): that each compiles is half the proof; CapabilityNeedsItsParser.swift
        // in Tests/MustNotCompile is the other half.
        #expect(Org.at(1).path == "orgs/1")
        #expect(try Member.parse(collection: Data("[1, 2]".utf8)) == [1, 2])
        #expect(Session.show(UUID()).method == .get)
    }
}

private struct Versioned: RootResource, IsShowable {
    static let path = "/api//v2/items/"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

private struct Spaced: RootResource, IsShowable {
    static let path = "odd name"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

private struct Nameless: RootResource, IsShowable {
    static let path = "/"
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}

private struct Dotted: RootResource, IsShowable {
    static let path = "items/.."
    let id: Int
    static func parse(singular data: Data) throws -> Data { data }
}
