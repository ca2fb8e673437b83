#if !AsyncHTTPClient
/// What stands for the adapter when the package trait `AsyncHTTPClient` is off: naming it is an
/// error that says how to turn the trait on.
@available(
    *,
    unavailable,
    message: """
        AsyncHTTPClientAdapter needs Yopuy's package trait AsyncHTTPClient: add traits: ["AsyncHTTPClient"] \
        to the .package(url:from:) line that names Yopuy in your Package.swift
        """
)
public struct AsyncHTTPClientAdapter {
    /// Never called: naming the type is the error.
    public init() {}
}
#endif
