// Promise: a child path cannot be run at the root; it runs only once appended under a parent record.
import Yopuy

/// Stands for whatever runs a path: it accepts exactly the paths a request can be made from,
/// a `Path` whose method sends a request.
func run<Resource, Kind, Method: RequestMethod>(_ path: Path<Resource, Kind, Method>) {}  // expected-note 2 {{in call to function 'run'}}

func childAtRoot() {
    run(Comment.show(2))  // expected-error {{cannot convert value of type 'ChildPath<Comment, SingularPath, GET, Comment.Parent>'}} expected-error 3 {{could not be inferred}}
    run(Author.show)  // expected-error {{cannot convert value of type 'ChildPath<Author, SingularPath, GET, Author.Parent>'}} expected-error 3 {{could not be inferred}}
    _ = Comment.show(2) / Commenter.show(3)  // expected-error {{conformance of 'ChildPath<Resource, Kind, Method, Parent>' to 'MisplacedPath' is unavailable: a child path goes after '/' only under one record of its own Parent, in a path that starts at a root resource}}
}
