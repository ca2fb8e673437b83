// The examples of the documentation comments of the trait modules (Sources/YopuyAsyncHTTPClient,
// YopuyTracing, YopuyMetrics and YopuyLogging), each as its comment shows it, in a function
// that gives it the values it assumes: the root's CompileTests checks that this folder holds
// each of them, and this package, which turns every trait on, compiles them.
import AsyncHTTPClient
import Foundation
import Yopuy
import YopuyAsyncHTTPClient

enum AsyncHTTPClientAdapterExamples {
    static func shared(baseURL: URL) {
        let service = Service(adapter: AsyncHTTPClientAdapter(), URL: baseURL)
        _ = service
    }

    static func ownClient() {
        var configuration = HTTPClient.Configuration(redirectConfiguration: .disallow)
        configuration.connectionPool.retryConnectionEstablishment = false
        let adapter = AsyncHTTPClientAdapter(client: HTTPClient(configuration: configuration)).with(Retry())
        _ = adapter
    }
}
