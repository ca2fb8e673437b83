// Promise: a singleton is addressed by its constant path: it takes no ID and has no list.
import Yopuy

func singleton() {
    _ = Blog.show(1)  // expected-error {{conformance of 'ArgumentsOnAPath' to 'IDRefusal' is unavailable: a path takes no arguments once built: a singleton takes no ID, nor does a namespace (write Blog.show, not Blog.show(1))}}
    _ = Blog.delete(1)  // expected-error {{conformance of 'ArgumentsOnAPath' to 'IDRefusal' is unavailable: a path takes no arguments once built: a singleton takes no ID}}
    _ = Blog.show / Author.update(2)  // expected-error {{conformance of 'ArgumentsOnAPath' to 'IDRefusal' is unavailable: a path takes no arguments once built: a singleton takes no ID}}
    _ = Post.show(1) / Cover.show(2)  // expected-error {{conformance of 'ArgumentsOnAPath' to 'IDRefusal' is unavailable: a path takes no arguments once built: a singleton takes no ID}}
    _ = Author.list  // expected-error {{'subscript(dynamicMember:)' is unavailable: no member of this name: is it misspelt, or is the capability that adds it not adopted?}}
}
