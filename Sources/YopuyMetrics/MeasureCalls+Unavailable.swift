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
