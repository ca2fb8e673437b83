/// Refuses a verb that takes an ID on a resource that did not adopt its capability
/// (`Tag.delete(1)` for a `Tag` that is not ``IsDeletable``): see ``IDRefusal``.
///
/// The builders that take an ID (`replace`, `update`, `delete`, `at`) have a twin on every root
/// and child resource, whatever it adopted, whose only purpose is to fail in words. A resource
/// that adopted the capability has its own refusal of a wrong ID, in the capability's more
/// specific extension, which the compiler prefers to this one:
///
/// ```text
/// let wrong = Tag.delete(1)
///
/// error: conformance of 'VerbNotAdopted' to 'IDRefusal' is unavailable: the resource did not
///        adopt the capability that adds this verb (replace: IsReplaceable, update: IsPatchable,
///        delete: IsDeletable, at: IsAddressable)
/// ```
///
/// Without the twins the compiler found no overload to choose and searched for the closest
/// fix; beside a second mistake in a path of five or six levels, that search gave up ("unable to
/// type-check this expression in reasonable time"). `show` has no twin: every level of most
/// paths reads a record, and a twin there made every wrong path slower to diagnose (a wrong
/// order of six levels, when the twins were added: 25 709 constraint scopes without it, 54 968
/// with it). `Tag.show(1)` for a `Tag` that is not ``IsShowable`` gets the message of
/// ``MisspeltMember``, which names the capability. This caseless `enum` exists only as a type.
public enum VerbNotAdopted {}

// Its unavailable conformance to IDRefusal, whose message names the verbs, and the twins of
// `replace`, `update`, `delete` and `at` on every root and child resource are declared in
// VerbRefusals.swift, which .ci/verbs.py generates from its table of verbs.
