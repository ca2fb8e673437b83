// Repeats by design (duplicates pairs this file with YopuyLogging/LogCalls+Unavailable.swift and
// YopuyMetrics/MeasureCalls+Unavailable.swift): each trait's module declares the stand-in of its
// own middleware, under its own trait and with its own message, where the real type is declared
// when the trait is on; a type of another module could not take its name.
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
