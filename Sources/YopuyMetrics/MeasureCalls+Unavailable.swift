// Repeats by design (duplicates pairs this file with YopuyLogging/LogCalls+Unavailable.swift and
// YopuyTracing/TraceCalls+Unavailable.swift): each trait's module declares the stand-in of its own
// middleware, under its own trait and with its own message, where the real type is declared when
// the trait is on; a type of another module could not take its name.
#if !Metrics
/// What stands for the middleware when the package trait `Metrics` is off: naming it is an error
/// that says how to turn the trait on.
@available(
    *,
    unavailable,
    message: """
        MeasureCalls needs Yopuy's package trait Metrics: add traits: ["Metrics"] to the .package(url:from:) line \
        that names Yopuy in your Package.swift
        """
)
public struct MeasureCalls {
    /// Never called: naming the type is the error.
    public init() {}
}
#endif
