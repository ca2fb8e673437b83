// Promise: a root resource is never appended as a child, under any parent.
import Yopuy

func rootAsChild() {
    _ = Blog.show / Post.list  // expected-error {{binary operator '/' cannot be applied to operands of type 'Path<Blog, SingularPath, GET>' and 'Path<Post, CollectionPath, GET>'}}
    _ = Post.show(1) / Post.show(2)  // expected-error {{referencing operator function '/'}}
}
