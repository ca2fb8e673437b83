// Promise: a child path appends only under a record of its own Parent.
// Commenter lives under Comment, Comment under Post, and Post's records are not Blog's.
import Yopuy

func wrongParent() {
    _ = Post.show(1) / Commenter.show(5)  // expected-error {{to expected argument type 'Path<Commenter.Parent, SingularPath, GET>' (aka 'Path<Comment, SingularPath, GET>')}}
    // expected-note@-1 {{arguments to generic parameter 'Resource' ('Post' and 'Commenter.Parent' (aka 'Comment')) are expected to be equal}}
    _ = Post.show(1) / Comment.show(2) / Comment.show(3)  // expected-error {{to expected argument type 'ChildPath<Comment, SingularPath, GET, Comment>'}}
    // expected-note@-1 {{arguments to generic parameter 'Parent' ('Comment.Parent' (aka 'Post') and 'Comment') are expected to be equal}}
    _ = Blog.show / Comment.list  // expected-error {{to expected argument type 'ChildPath<Comment, CollectionPath, GET, Blog>'}}
    // expected-note@-1 {{arguments to generic parameter 'Parent' ('Comment.Parent' (aka 'Post') and 'Blog') are expected to be equal}}
}
