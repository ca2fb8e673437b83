// Promise: a resource offers only the verbs it opted into.
// Commenter adopts IsShowable, IsListable and IsDeletable only; Member adopts IsListable only.
import Yopuy

func verbNotOptedIn() {
    _ = Commenter.create  // expected-error {{type 'Commenter' has no member 'create'}}
    _ = Commenter.update(1)  // expected-error {{type 'Commenter' has no member 'update'}}
    _ = Member.show(1)  // expected-error {{type 'Member' has no member 'show'}}
}
