/// Refuses an ID given with an argument label (`show(id: 1)`): see ``IDRefusal``.
///
/// The builders that take an ID (`show`, `replace`, `update`, `delete`, `at`) take it without a
/// label. Each has a twin with the label `id:` whose only purpose is to fail in words:
///
/// ```text
/// let wrong = Post.show(id: 1)
///
/// error: conformance of 'LabelledID' to 'IDRefusal' is unavailable: an ID goes without a
///        label: show(1), not show(id: 1) (the same for replace, update, delete and at)
/// ```
///
/// Without the twins the compiler looked for the closest fix to the label, which in a path of
/// five levels with a second mistake took seconds and then gave up ("unable to type-check this
/// expression in reasonable time"). This caseless `enum` exists only as a type.
public enum LabelledID {}

// Its unavailable conformance to IDRefusal, whose message names the verbs, and the twin with the
// label `id:` of each verb that takes an ID are declared in VerbRefusals.swift, which
// .ci/verbs.py generates from its table of verbs.
