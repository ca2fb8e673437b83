// Repeats by design (duplicates pairs this file with the other trait modules' +Unavailable files):
// each trait's module declares the stand-in of its own types, under its own trait and with its
// own message.
#if !Hummingbird
/// What stands for the shape of a served path when the package trait `Hummingbird` is off:
/// naming it is an error that says how to turn the trait on.
@available(
    *,
    unavailable,
    message: """
        RouteShape needs Yopuy's package trait Hummingbird: add traits: ["Hummingbird"] to the .package(url:from:) \
        line that names Yopuy in your Package.swift
        """
)
public struct RouteShape {
    /// Never called: naming the type is the error.
    public init() {}
}

/// What stands for the check of a router's routes when the package trait `Hummingbird` is off:
/// naming it is an error that says how to turn the trait on.
@available(
    *,
    unavailable,
    message: """
        ResourceRoutes needs Yopuy's package trait Hummingbird: add traits: ["Hummingbird"] to the \
        .package(url:from:) line that names Yopuy in your Package.swift
        """
)
public enum ResourceRoutes {}
#endif
