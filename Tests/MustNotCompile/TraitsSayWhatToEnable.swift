// Promise: a consumer that names no trait and reaches for a type that one adds is told which
// trait to enable and where, never "cannot find type".
import YopuyAsyncHTTPClient
import YopuyLogging
import YopuyMetrics
import YopuyTracing

func traitsOff() {
    _ = AsyncHTTPClientAdapter()  // expected-error {{'AsyncHTTPClientAdapter' is unavailable: AsyncHTTPClientAdapter needs Yopuy's package trait AsyncHTTPClient: add traits: ["AsyncHTTPClient"] to the .package(url:from:) line that names Yopuy in your Package.swift}}
    _ = TraceCalls()  // expected-error {{'TraceCalls' is unavailable: TraceCalls needs Yopuy's package trait Tracing: add traits: ["Tracing"] to the .package(url:from:) line that names Yopuy in your Package.swift}}
    _ = MeasureCalls()  // expected-error {{'MeasureCalls' is unavailable: MeasureCalls needs Yopuy's package trait Metrics: add traits: ["Metrics"] to the .package(url:from:) line that names Yopuy in your Package.swift}}
    let adapter: AsyncHTTPClientAdapter? = nil  // expected-error {{'AsyncHTTPClientAdapter' is unavailable: AsyncHTTPClientAdapter needs Yopuy's package trait AsyncHTTPClient: add traits: ["AsyncHTTPClient"] to the .package(url:from:) line that names Yopuy in your Package.swift}}
    _ = adapter
    _ = LogCalls()  // expected-error {{'LogCalls' is unavailable: LogCalls needs Yopuy's package trait Logging: add traits: ["Logging"] to the .package(url:from:) line that names Yopuy in your Package.swift}}
}
