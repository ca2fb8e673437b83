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
    /// - Returns: Nothing: a use of it does not compile.
    @_disfavoredOverload
    public static func / <Other: NotAPath>(parent: Path, other: Other) -> Path {
        Path(route: parent.route.refused)
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
