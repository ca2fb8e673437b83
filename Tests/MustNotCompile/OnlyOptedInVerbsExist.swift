// Promise: a resource offers only the verbs it opted into, and the error names the capability
// that would add the verb.
// Commenter adopts IsShowable, IsListable and IsDeletable only; Member adopts IsListable only.
import Yopuy

func verbNotOptedIn() {
    _ = Commenter.create  // expected-error {{create: IsCreatable}}
    _ = Commenter.update(1)  // expected-error {{update: IsPatchable}}
    _ = Member.show(1)  // expected-error {{show: IsShowable}}
}
