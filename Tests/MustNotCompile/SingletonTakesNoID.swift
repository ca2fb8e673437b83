// Promise: a singleton is addressed by its constant path: it takes no ID and has no list.
import Yopuy

func singleton() {
    _ = Blog.show(1)  // expected-error {{conformance of 'IDOnASingleton' to 'IDRefusal' is unavailable: a singleton takes no ID: write its path without one, as Blog.show, not Blog.show(1)}}
    _ = Blog.delete(1)  // expected-error {{conformance of 'IDOnASingleton' to 'IDRefusal' is unavailable: a singleton takes no ID}}
    _ = Blog.show / Author.update(2)  // expected-error {{conformance of 'IDOnASingleton' to 'IDRefusal' is unavailable: a singleton takes no ID}}
    _ = Post.show(1) / Cover.show(2)  // expected-error {{conformance of 'IDOnASingleton' to 'IDRefusal' is unavailable: a singleton takes no ID}}
    _ = Author.list  // expected-error {{type 'Author' has no member 'list'}}
}
