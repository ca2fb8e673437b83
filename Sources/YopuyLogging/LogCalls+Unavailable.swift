// Repeats by design (duplicates pairs this file with YopuyMetrics/MeasureCalls+Unavailable.swift
// and YopuyTracing/TraceCalls+Unavailable.swift): each trait's module declares the stand-in of its
// own middleware, under its own trait and with its own message, where the real type is declared
// when the trait is on; a type of another module could not take its name.
#if !Logging
/// What stands for the middleware when the package trait `Logging` is off: naming it is an error
/// that says how to turn the trait on.
@available(
    *,
    unavailable,
    message: """
        LogCalls needs Yopuy's package trait Logging: add traits: ["Logging"] to the .package(url:from:) line \
        that names Yopuy in your Package.swift
        """
)
public struct LogCalls {
    /// Never called: naming the type is the error.
    public init() {}
}
#endif
