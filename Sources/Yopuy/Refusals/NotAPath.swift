/// A number or a string where `/` expects a path, refused by the compiler in words.
///
/// `/` composes paths only: a path starts at a root resource's path and goes on with child
/// resources' paths. `Int`, `Double` and `String` conform to this protocol only so that one of
/// them on either side of `/` next to a path is a compile error that names the mistake; the
/// conformances are unavailable:
///
/// ```text
/// let wrong = Post.show(1) / 6
///
/// error: conformance of 'Int' to 'NotAPath' is unavailable: '/' composes paths only: a path
///        starts at a root resource's path (Post.show(1)) and goes on with child resources'
///        paths (/ Comment.show(2)), never a number or a string
/// ```
///
/// Without it, a number next to a path in a path of five levels or more made the compiler give
/// up ("unable to type-check this expression in reasonable time"): it tried every numeric
/// overload of `/` on every level. You do not conform your own types to this protocol.
public protocol NotAPath {}

@available(
    *,
    unavailable,
    message:
        "'/' composes paths only: a path starts at a root resource's path (Post.show(1)) and goes on with child resources' paths (/ Comment.show(2)), never a number or a string"
)
extension Int: NotAPath {}

@available(
    *,
    unavailable,
    message:
        "'/' composes paths only: a path starts at a root resource's path (Post.show(1)) and goes on with child resources' paths (/ Comment.show(2)), never a number or a string"
)
extension Double: NotAPath {}

@available(
    *,
    unavailable,
    message:
        "'/' composes paths only: a path starts at a root resource's path (Post.show(1)) and goes on with child resources' paths (/ Comment.show(2)), never a number or a string"
)
extension String: NotAPath {}

extension Path {
    /// Refuses a number or a string after `/`: every use of it is a compile error that says so
    /// (see ``NotAPath``).
    ///
    /// - Parameters:
    ///   - parent: A path.
    ///   - other: What was given instead of a child path.
    /// - Returns: Nothing: a use of it does not compile. Its method, ``NotAPathMethod``, takes
    ///   any child path after it, and a call takes it, so that the number is the path's only
    ///   error.
    @_disfavoredOverload
    public static func / <Other: NotAPath>(parent: Path, other: Other) -> Path<Resource, Kind, NotAPathMethod> {
        Path<Resource, Kind, NotAPathMethod>(route: parent.route.refused)
    }
}

/// The method of the path that stands in for a number or a string after `/`, so that the
/// mistake is named once: not again at the level after it, nor by the call the path is given to.
///
/// ```text
/// let path = Post.show(1) / 2 / Commenter.show(3)
/// let post = try await service.call(Post.show(1) / 2)
///
/// error: conformance of 'Int' to 'NotAPath' is unavailable: '/' composes paths only: …
/// ```
///
/// The number stands where a level was meant, so the compiler cannot tell which record the next
/// child path goes under: a path with this method takes any child path after it. It is a
/// ``RequestMethod`` only so that `call` takes such a path where it stands, without a second
/// error: a path that holds a number never compiles, so it never runs. Before, the level after
/// the number was refused too ("a child path goes after '/' only under one record of its own
/// Parent"), and a number as the last level of a call's path was named by the standard
/// library's numeric `/` instead ("requires that 'Path<…>' conform to 'DurationProtocol'").
/// This caseless `enum` exists only as a type.
public enum NotAPathMethod: RequestMethod {
    /// `GET`, never sent: a path with this method does not compile.
    public static var httpMethod: HTTPMethod { .get }
}

extension Path where Method == NotAPathMethod {
    /// Takes any child path after a number or a string that stood for a level, so that the
    /// number is the only error: see ``NotAPathMethod``.
    ///
    /// - Parameters:
    ///   - parent: The stand-in for the level that a number or a string replaced.
    ///   - child: Any child path.
    /// - Returns: Nothing: the path it is part of does not compile.
    @_disfavoredOverload
    public static func / <Child, ChildKind, ChildMethod, Parent>(
        parent: Path,
        child: ChildPath<Child, ChildKind, ChildMethod, Parent>
    ) -> Path<Child, ChildKind, ChildMethod> {
        Path<Child, ChildKind, ChildMethod>(route: parent.route.refused)
    }
}

extension ChildPath {
    /// Refuses a number or a string before `/` and a child path: every use of it is a compile
    /// error that says so (see ``NotAPath``).
    ///
    /// - Parameters:
    ///   - other: What was given instead of a path to the child's parent.
    ///   - child: A child path.
    /// - Returns: Nothing: a use of it does not compile.
    @_disfavoredOverload
    public static func / <Other: NotAPath>(
        other: Other,
        child: ChildPath
    ) -> Path<Resource, Kind, Method> {
        Path<Resource, Kind, Method>(route: child.route.refused)
    }
}
