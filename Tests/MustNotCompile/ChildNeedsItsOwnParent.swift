// Promise: a child path appends only under a record of its own Parent.
// Commenter lives under Comment, Comment under Post, and Post's records are not Blog's.
import Yopuy

func wrongParent() {
    _ = Post.show(1) / Commenter.show(5)  // expected-error {{conformance of 'ChildPath<Resource, Kind, Method, Parent>' to 'MisplacedPath' is unavailable: a child path goes after '/' only under one record of its own Parent}}
    _ = Post.show(1) / Comment.show(2) / Comment.show(3)  // expected-error {{conformance of 'ChildPath<Resource, Kind, Method, Parent>' to 'MisplacedPath' is unavailable: a child path goes after '/' only under one record of its own Parent}}
    _ = Blog.show / Comment.list  // expected-error {{conformance of 'ChildPath<Resource, Kind, Method, Parent>' to 'MisplacedPath' is unavailable: a child path goes after '/' only under one record of its own Parent}}
}
