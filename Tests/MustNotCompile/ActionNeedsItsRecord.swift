// Promise: a record action runs only under a record of its Parent: never alone, under another
// resource, or under a collection.
import Yopuy

/// Stands for whatever runs a path: it accepts exactly the paths a request can be made from,
/// a `Path` whose method sends a request.
func run<Resource, Kind, Method: RequestMethod>(_ path: Path<Resource, Kind, Method>) {}  // expected-note {{in call to function 'run'}}

func actionOutsideItsRecord() {
    run(Post.Publish.action)  // expected-error {{cannot convert value of type 'ChildPath<Post.Publish, SingularPath, Post.Publish.Method, Post.Publish.Parent>'}} expected-error 3 {{could not be inferred}}
    _ = Blog.show / Post.Publish.action  // expected-error {{conformance of 'ChildPath<Resource, Kind, Method, Parent>' to 'MisplacedPath' is unavailable: a child path goes after '/' only under one record of its own Parent}}
    _ = Post.list / Post.Publish.action  // expected-error {{conformance of 'CollectionPath' to 'ParentKind' is unavailable: children are appended under one record, never under a list}}
}
