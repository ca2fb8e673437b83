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
