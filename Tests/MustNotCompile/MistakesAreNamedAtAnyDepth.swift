// Promise: a mistake anywhere in a path of up to six levels is named in words, at once, never as
// "unable to type-check this expression in reasonable time".
import Foundation
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

/// A chain whose records have IDs of two parts.
struct Region: RootResource, IsRESTful, DecodesJSON, Codable {
    typealias ID = CompositeID<String, Int>
    static let path = "regions"
    var id: ID { CompositeID("eu", 1) }
}

struct Zone: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Region
    typealias ID = CompositeID<String, Int>
    static let path = "zones"
    var id: ID { CompositeID("a", 2) }
}

struct Rack: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Zone
    typealias ID = CompositeID<String, Int>
    static let path = "racks"
    var id: ID { CompositeID("r", 3) }
}

struct Unit: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Rack
    typealias ID = CompositeID<String, Int>
    static let path = "units"
    var id: ID { CompositeID("u", 4) }
}

struct Slot: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Unit
    typealias ID = CompositeID<String, Int>
    static let path = "slots"
    var id: ID { CompositeID("s", 5) }
}

struct Port: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Slot
    typealias ID = CompositeID<String, Int>
    static let path = "ports"
    var id: ID { CompositeID("p", 6) }
}

/// A chain that can only be read, and whose records cannot be named without reading them (`at`).
struct Library: RootResource, IsShowable, IsListable, DecodesJSON, Codable {
    static let path = "libraries"
    let id: Int
}

struct Shelf: ChildResource, IsShowable, IsListable, DecodesJSON, Codable {
    typealias Parent = Library
    static let path = "shelves"
    let id: Int
}

struct Book: ChildResource, IsShowable, IsListable, DecodesJSON, Codable {
    typealias Parent = Shelf
    static let path = "books"
    let id: Int
}

struct Page: ChildResource, IsShowable, IsListable, DecodesJSON, Codable {
    typealias Parent = Book
    static let path = "pages"
    let id: Int
}

struct Line: ChildResource, IsShowable, IsListable, DecodesJSON, Codable {
    typealias Parent = Page
    static let path = "lines"
    let id: Int
}

struct Word: ChildResource, IsShowable, IsListable, DecodesJSON, Codable {
    typealias Parent = Line
    static let path = "words"
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

    // Each kind of mistake in the first, a middle and the last of six levels.
    _ = Forum.shwo(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{no member of this name: is it misspelt, or is the capability that adds it not adopted?}}
    _ = Forum.show(1) / Board.show(2) / Topic.shwo(3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{no member of this name: is it misspelt, or is the capability that adds it not adopted?}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.shwo(6)  // expected-error {{no member of this name: is it misspelt, or is the capability that adds it not adopted?}}
    _ = Forum.show(id: 1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{an ID goes without a label: show(1), not show(id: 1)}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(id: 3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{an ID goes without a label: show(1), not show(id: 1)}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.show(id: 6)  // expected-error {{an ID goes without a label: show(1), not show(id: 1)}}
    _ = Forum.show("1") / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{the ID is not of this resource's ID type}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.show("6")  // expected-error {{the ID is not of this resource's ID type}}
    _ = Region.show("eu") / Zone.show("a", 2) / Rack.show("r", 3) / Unit.show("u", 4) / Slot.show("s", 5) / Port.show("p", 6)  // expected-error {{the ID is not of this resource's ID type (for a CompositeID: its parts, in order, each of its own type)}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / Rack.show("r", 3, 3) / Unit.show("u", 4) / Slot.show("s", 5) / Port.show("p", 6)  // expected-error {{the ID is not of this resource's ID type (for a CompositeID: its parts, in order, each of its own type)}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / Rack.show("r", 3) / Unit.show("u", 4) / Slot.show("s", 5) / Port.show(6, "p")  // expected-error {{the ID is not of this resource's ID type (for a CompositeID: its parts, in order, each of its own type)}}
    _ = 1 / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{'/' composes paths only: a path starts at a root resource's path (Post.show(1))}}
    _ = Forum.show(1) / Board.show(2) / "topics" / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{never a number or a string}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / 6  // expected-error {{never a number or a string}}
    _ = Forum.delete(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{never under a write}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.update(5) / Vote.show(6)  // expected-error {{never under a write}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / Reply.show(4) / Reaction.show(5) / Voter.show(6)  // expected-error {{a child path goes after '/' only under one record of its own Parent}}
    _ = Library.at(1) / Shelf.show(2) / Book.show(3) / Page.show(4) / Line.show(5) / Word.show(6)  // expected-error {{at: IsAddressable}}
    _ = Library.show(1) / Shelf.show(2) / Book.at(3) / Page.show(4) / Line.show(5) / Word.show(6)  // expected-error {{at: IsAddressable}}
    _ = Library.show(1) / Shelf.show(2) / Book.show(3) / Page.show(4) / Line.show(5) / Word.replace(6)  // expected-error {{replace: IsReplaceable}}
}

// A number or a string in a path given straight to a call is named once, in the same words: the
// call takes the path as it stands.
struct Quiet: HTTPAdapter {
    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping (AdapterResponse) -> Void) {}
}

func inACall(service: Service<Quiet>, destination: URL) async throws {
    _ = try await service.call(Forum.show(1) / 2)  // expected-error {{never a number or a string}}
    _ = try await service.call(Forum.show(1) / Board.show(2) / "topics")  // expected-error {{never a number or a string}}
    _ = try await service.call(Forum.show(1) / 2 / Topic.show(3))  // expected-error {{never a number or a string}}
    service.call(Forum.list / 2) { _ in }  // expected-error {{never a number or a string}}
    _ = try await service.stream(Forum.show(1) / "boards")  // expected-error {{never a number or a string}}
    _ = try await service.download(Forum.show(1) / 2, to: destination)  // expected-error {{never a number or a string}}
}

// On a record's value the likelier mistake is a property's name, and the message says so.
func onAValue(forum: Forum) {
    _ = forum.titel  // expected-error {{no property or member of this name on this record: is it misspelt, or is it a verb whose capability is not adopted?}}
}

// A path written from values: a misspelt verb in the first, a middle and the last of six levels.
func sixLevelsFromValues(forum: Forum, board: Board, topic: Topic, reply: Reply, reaction: Reaction, vote: Vote) {
    _ = forum.show / board.show / topic.show / reply.show / reaction.show / vote.show
    _ = forum.shwo / board.show / topic.show / reply.show / reaction.show / vote.show  // expected-error {{no property or member of this name on this record: is it misspelt}}
    _ = forum.show / board.show / topic.shwo / reply.show / reaction.show / vote.show  // expected-error {{no property or member of this name on this record: is it misspelt}}
    _ = forum.show / board.show / topic.show / reply.show / reaction.show / vote.shwo  // expected-error {{no property or member of this name on this record: is it misspelt}}
}

/// A singleton at the root, with records under it.
struct Settings: SingularRootResource, IsShowable, DecodesJSON, Codable {
    static let path = "settings"
}

struct Theme: ChildResource, IsRESTful, DecodesJSON, Codable {
    typealias Parent = Settings
    static let path = "themes"
    let id: Int
}

// A singleton's value, at the root and deep in a path, refuses a misspelt verb the same way.
func onSingletonValues(settings: Settings, rules: Rules) {
    _ = settings.shwo / Theme.show(1)  // expected-error {{no property or member of this name on this record: is it misspelt}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(3) / rules.shwo / Clause.show(5) / Note.show(6)  // expected-error {{no property or member of this name on this record: is it misspelt}}
}

// Two mistakes in one line of six levels, side by side, every pair of kinds: both are named,
// and nothing else.
func twoMistakes(topic: Topic, reply: Reply, rack: Rack, unit: Unit, book: Book, page: Page) {
    _ = Forum.show(1) / Board.show(2) / Topic.shwo(3) / Reply.shwo(4) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{no member of this name: is it misspelt}}
    _ = Forum.show(1) / Board.show(2) / Topic.shwo(3) / reply.shwo / Reaction.show(5) / Vote.show(6)  // expected-error {{no member of this name: is it misspelt}} expected-error {{no property or member of this name on this record: is it misspelt}}
    _ = Forum.show(1) / Board.show(2) / Topic.shwo(3) / Reply.show(id: 4) / Reaction.show(5) / Vote.show(6)  // expected-error {{no member of this name: is it misspelt}} expected-error {{an ID goes without a label}}
    _ = Forum.show(1) / Board.show(2) / Topic.shwo(3) / Reply.show("4") / Reaction.show(5) / Vote.show(6)  // expected-error {{no member of this name: is it misspelt}} expected-error {{the ID is not of this resource's ID type}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / Rack.shwo("r", 3) / Unit.show("x") / Slot.show("s", 5) / Port.show("p", 6)  // expected-error {{no member of this name: is it misspelt}} expected-error {{the ID is not of this resource's ID type}}
    _ = Forum.show(1) / Board.show(2) / Topic.shwo(3) / 4 / Reaction.show(5) / Vote.show(6)  // expected-error {{never a number or a string}} expected-error {{no member of this name: is it misspelt}}
    _ = Forum.show(1) / Board.show(2) / Topic.shwo(3) / Reply.delete(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{never under a write}} expected-error {{no member of this name: is it misspelt}}
    _ = Forum.show(1) / Board.show(2) / Topic.shwo(3) / Reaction.show(5) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{only under one record of its own Parent}} expected-error {{no member of this name: is it misspelt}}
    _ = Library.show(1) / Shelf.show(2) / Book.shwo(3) / Page.at(4) / Line.show(5) / Word.show(6)  // expected-error {{no member of this name: is it misspelt}} expected-error {{did not adopt the capability that adds this verb}}
    _ = Forum.show(1) / Board.show(2) / topic.shwo / reply.shwo / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{no property or member of this name on this record: is it misspelt}}
    _ = Forum.show(1) / Board.show(2) / topic.shwo / Reply.show(id: 4) / Reaction.show(5) / Vote.show(6)  // expected-error {{no property or member of this name on this record: is it misspelt}} expected-error {{an ID goes without a label}}
    _ = Forum.show(1) / Board.show(2) / topic.shwo / Reply.show("4") / Reaction.show(5) / Vote.show(6)  // expected-error {{no property or member of this name on this record: is it misspelt}} expected-error {{the ID is not of this resource's ID type}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / rack.shwo / Unit.show("x") / Slot.show("s", 5) / Port.show("p", 6)  // expected-error {{no property or member of this name on this record: is it misspelt}} expected-error {{the ID is not of this resource's ID type}}
    _ = Forum.show(1) / Board.show(2) / topic.shwo / 4 / Reaction.show(5) / Vote.show(6)  // expected-error {{never a number or a string}} expected-error {{no property or member of this name on this record: is it misspelt}}
    _ = Forum.show(1) / Board.show(2) / topic.shwo / Reply.delete(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{never under a write}} expected-error {{no property or member of this name on this record: is it misspelt}}
    _ = Forum.show(1) / Board.show(2) / topic.shwo / Reaction.show(5) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{only under one record of its own Parent}} expected-error {{no property or member of this name on this record: is it misspelt}}
    _ = Library.show(1) / Shelf.show(2) / book.shwo / Page.at(4) / Line.show(5) / Word.show(6)  // expected-error {{no property or member of this name on this record: is it misspelt}} expected-error {{did not adopt the capability that adds this verb}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(id: 3) / Reply.show(id: 4) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{an ID goes without a label}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(id: 3) / Reply.show("4") / Reaction.show(5) / Vote.show(6)  // expected-error {{an ID goes without a label}} expected-error {{the ID is not of this resource's ID type}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / Rack.show(id: "r", 3) / Unit.show("x") / Slot.show("s", 5) / Port.show("p", 6)  // expected-error {{an ID goes without a label}} expected-error {{the ID is not of this resource's ID type}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(id: 3) / 4 / Reaction.show(5) / Vote.show(6)  // expected-error {{never a number or a string}} expected-error {{an ID goes without a label}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(id: 3) / Reply.delete(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{never under a write}} expected-error {{an ID goes without a label}}
    _ = Forum.show(1) / Board.show(2) / Topic.show(id: 3) / Reaction.show(5) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{only under one record of its own Parent}} expected-error {{an ID goes without a label}}
    _ = Library.show(1) / Shelf.show(2) / Book.show(id: 3) / Page.at(4) / Line.show(5) / Word.show(6)  // expected-error {{an ID goes without a label}} expected-error {{did not adopt the capability that adds this verb}}
    _ = Forum.show(1) / Board.show(2) / Topic.show("3") / Reply.show("4") / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{the ID is not of this resource's ID type}}
    _ = Forum.show(1) / Board.show(2) / Topic.show("3") / 4 / Reaction.show(5) / Vote.show(6)  // expected-error {{never a number or a string}} expected-error {{the ID is not of this resource's ID type}}
    _ = Forum.show(1) / Board.show(2) / Topic.show("3") / Reply.delete(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{never under a write}} expected-error {{the ID is not of this resource's ID type}}
    _ = Forum.show(1) / Board.show(2) / Topic.show("3") / Reaction.show(5) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{only under one record of its own Parent}} expected-error {{the ID is not of this resource's ID type}}
    _ = Library.show(1) / Shelf.show(2) / Book.show("3") / Page.at(4) / Line.show(5) / Word.show(6)  // expected-error {{the ID is not of this resource's ID type}} expected-error {{did not adopt the capability that adds this verb}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / Rack.show("x") / Unit.show("x") / Slot.show("s", 5) / Port.show("p", 6)  // expected-error 2 {{the ID is not of this resource's ID type}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / Rack.show("x") / 4 / Slot.show("s", 5) / Port.show("p", 6)  // expected-error {{never a number or a string}} expected-error {{the ID is not of this resource's ID type}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / Rack.show("x") / Unit.delete("u", 4) / Slot.show("s", 5) / Port.show("p", 6)  // expected-error {{never under a write}} expected-error {{the ID is not of this resource's ID type}}
    _ = Region.show("eu", 1) / Zone.show("a", 2) / Rack.show("x") / Slot.show("s", 5) / Slot.show("s", 5) / Port.show("p", 6)  // expected-error 2 {{only under one record of its own Parent}} expected-error {{the ID is not of this resource's ID type}}
    _ = Forum.show(1) / Board.show(2) / 3 / 4 / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{never a number or a string}}
    _ = Forum.show(1) / Board.show(2) / 3 / Reply.delete(4) / Reaction.show(5) / Vote.show(6)  // expected-error {{never under a write}} expected-error {{never a number or a string}}
    _ = Forum.show(1) / Board.show(2) / 3 / Reaction.show(5) / Reaction.show(5) / Vote.show(6)  // expected-error {{only under one record of its own Parent}} expected-error {{never a number or a string}}
    _ = Library.show(1) / Shelf.show(2) / 3 / Page.at(4) / Line.show(5) / Word.show(6)  // expected-error {{never a number or a string}} expected-error {{did not adopt the capability that adds this verb}}
    _ = Forum.show(1) / Board.show(2) / Topic.delete(3) / Reply.delete(4) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{never under a write}}
    _ = Forum.show(1) / Board.show(2) / Topic.delete(3) / Reaction.show(5) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{only under one record of its own Parent}} expected-error {{never under a write}}
    _ = Forum.show(1) / Board.show(2) / Reply.show(4) / Reaction.show(5) / Reaction.show(5) / Vote.show(6)  // expected-error 2 {{only under one record of its own Parent}}
    _ = Library.show(1) / Shelf.show(2) / Page.show(4) / Page.at(4) / Line.show(5) / Word.show(6)  // expected-error 2 {{only under one record of its own Parent}} expected-error {{did not adopt the capability that adds this verb}}
    _ = Library.show(1) / Shelf.show(2) / Book.at(3) / Page.at(4) / Line.show(5) / Word.show(6)  // expected-error 2 {{did not adopt the capability that adds this verb}}
}
