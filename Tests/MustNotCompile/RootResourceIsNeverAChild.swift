// Promise: a root resource is never appended as a child, under any parent.
import Yopuy

func rootAsChild() {
    _ = Blog.show / Post.list  // expected-error {{conformance of 'Path<Resource, Kind, Method>' to 'MisplacedPath' is unavailable: a root resource's path starts a path and never goes after '/', not even under a record of its own resource}}
    _ = Post.show(1) / Post.show(2)  // expected-error {{conformance of 'Path<Resource, Kind, Method>' to 'MisplacedPath' is unavailable: a root resource's path starts a path and never goes after '/', not even under a record of its own resource}}
}
