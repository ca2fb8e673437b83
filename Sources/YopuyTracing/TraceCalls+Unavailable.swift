#if !Tracing
/// What stands for the middleware when the package trait `Tracing` is off: naming it is an error
/// that says how to turn the trait on.
@available(
    *,
    unavailable,
    message: """
        TraceCalls needs Yopuy's package trait Tracing: add traits: ["Tracing"] to the .package(url:from:) line \
        that names Yopuy in your Package.swift
        """
)
public struct TraceCalls {
    /// Never called: naming the type is the error.
    public init() {}
}
#endif
