// Promise: a mistake anywhere in a path of up to six levels is named in words, at once, never as
// "unable to type-check this expression in reasonable time".
import Yopuy

struct Forum: RootResource, IsRESTful, DecodesJSON, Codable {
    static let path = "forums"
    let id: Int
}

struct Board: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Forum
    static let path = "boards"
    let id: Int
}

struct Topic: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Board
    static let path = "topics"
    let id: Int
}

struct Reply: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Topic
    static let path = "replies"
    let id: Int
}

struct Reaction: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Reply
    static let path = "reactions"
    let id: Int
}

struct Vote: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Reaction
    static let path = "votes"
    let id: Int
}

struct Voter: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Vote
    static let path = "voters"
    let id: Int
}

/// A singleton under each topic, with records under it.
struct Rules: SingularChildResource, IsShowable, DecodesJSON, Codable {
    typealias Parent = Topic
    static let path = "rules"
}

struct Clause: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Rules
    static let path = "clauses"
    let id: Int
}

struct Note: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Clause
    static let path = "notes"
    let id: Int
}

func sixLevels() {
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Reaction.show(4) / Reply.show(5) / Vote.show(6)  // expected-error 3 {{a child path goes after '/' only under one record of its own Parent}}
    _ = Forum.show(1) / Board.show(2) / Reply.show(3) / Reaction.show(4) / Vote.show(5) / Voter.show(6)  // expected-error {{a child path goes after '/' only under one record of its own Parent}}
    _ = Board.show(1) / Topic.show(2) / Reply.show(3) / Reaction.show(4) / Vote.show(5) / Voter.show(6)  // expected-error {{in a path that starts at a root resource}}
    _ = Forum.show(1) / Forum.show(2) / Board.show(3) / Topic.show(4) / Reply.show(5) / Reaction.show(6)  // expected-error {{a root resource's path starts a path and never goes after '/'}}
    _ = Forum.show(1) / Board.show(2) / Topic.list / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{children are appended under one record, never under a list}}
    _ = Forum.show(1) / Board.show(2) / Topic.delete(3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{children are appended under a path that reads (show) or names (at) one record, never under a write}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Rules.show(4) / Clause.show(5) / Note.show(6)  // expected-error {{a singleton takes no ID}}
    _ = Forum.show(1) / Board.show(2) / Topic.show("3") / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{the ID is not of this resource's ID type}}
}
