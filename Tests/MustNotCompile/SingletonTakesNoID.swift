// Promise: a singleton is addressed by its constant path: it takes no ID and has no list.
import Yopuy

func singleton() {
    _ = Blog.show(1)  // expected-error {{instance member 'show' cannot be used on type 'Blog'}} expected-error {{cannot call value of non-function type 'Path<Blog, SingularPath, GET>'}}
    _ = Author.list  // expected-error {{type 'Author' has no member 'list'}}
}
