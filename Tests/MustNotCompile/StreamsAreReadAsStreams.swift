// Promise: a path that streams says so in its type: it is read only as a stream, and never a parent.
import Yopuy

struct Silent: HTTPAdapter {
    func perform(_ method: HTTPMethod, request: AdapterRequest, callback: @escaping @Sendable (AdapterResponse) -> Void) {}
}

func readStreamWhole(service: Service<Silent>) async throws {
    _ = try await service.call(Post.Changes.action)  // expected-error {{cannot convert value of type 'Path<Post.Changes, Post.Changes.Kind, Post.Changes.Method>' (aka 'Path<Post.Changes, EventStreamPath, GET>') to expected argument type 'Path<Post.Changes, SingularPath, Post.Changes.Method>' (aka 'Path<Post.Changes, SingularPath, GET>')}} expected-note {{arguments to generic parameter 'Kind' ('Post.Changes.Kind' (aka 'EventStreamPath') and 'SingularPath') are expected to be equal}}
}

func readLinesAsEvents(service: Service<Silent>) async throws {
    _ = try await service.events(Post.Export.action)  // expected-error {{cannot convert value of type 'Path<Post.Export, Post.Export.Kind, Post.Export.Method>' (aka 'Path<Post.Export, JSONLinesPath, GET>') to expected argument type 'Path<Post.Export, EventStreamPath, Post.Export.Method>' (aka 'Path<Post.Export, EventStreamPath, GET>')}} expected-note {{arguments to generic parameter 'Kind' ('Post.Export.Kind' (aka 'JSONLinesPath') and 'EventStreamPath') are expected to be equal}}
}

func appendUnderStream() {
    // Two mistakes, each named: a stream is never a parent, and comments live under posts.
    _ = Post.Changes.action / Comment.list  // expected-error {{conformance of 'EventStreamPath' to 'ParentKind' is unavailable: children are appended under one record, never under a stream: put show(id) or at(id) before '/'}} expected-error {{conformance of 'ChildPath<Resource, Kind, Method, Parent>' to 'MisplacedPath' is unavailable: a child path goes after '/' only under one record of its own Parent, in a path that starts at a root resource: is a level missing or out of order?}}
}
