#if Logging
import Yopuy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension LogCalls {
    /// What one call's record says, before it is cleared of the exchange's credentials.
    struct Record {
        /// `GET posts/{id} → 200`.
        var message: String

        /// The record's metadata, each value a text.
        var metadata: [(String, String)]

        /// The credentials the exchange carried, to search every text for.
        var secrets: [String]

        /// Whether the call got no answer and was not cancelled: it is logged at `failureLevel`.
        var isFailure: Bool

        /// The record of a call that got `response`.
        init(request: AdapterRequest, response: AdapterResponse, duration: Duration, logCalls: LogCalls) {
            self.init(request: request, duration: duration, logCalls: logCalls)
            message += " → \(response.status)"
            metadata.append(("http.response.status_code", String(response.status)))
            if response.status >= 400 {
                metadata.append(("error.type", String(response.status)))
            }
            metadata.append(("attempts", String(response.attempts)))
            if !response.isStreamed {
                metadata.append(("http.response.body.size", String(response.body.count)))
            } else if let length = response.headers["Content-Length"].flatMap({ Int64($0) }), length >= 0 {
                metadata.append(("http.response.body.size", String(length)))
            }
            secrets += Redaction.secrets(
                inResponseHeaders: response.headers,
                credentialHeaders: request.credentialHeaders
            )
        }

        /// The record of a call that got no answer, because of `error`.
        init(request: AdapterRequest, error: any Error, cancelled: Bool, duration: Duration, logCalls: LogCalls) {
            self.init(request: request, duration: duration, logCalls: logCalls)
            let type: String
            switch error {
            case _ where cancelled: type = "cancelled"
            case let error as YopuyError: type = error.code.description
            default: type = String(reflecting: Swift.type(of: error))
            }
            message += " → \(type)"
            isFailure = !cancelled
            metadata.append(("error.type", type))
            metadata.append(("error.message", String(describing: error)))
            metadata.append(("attempts", String((error as? YopuyError)?.attempts ?? 1)))
            if let error = error as? YopuyError {
                if let sent = error.request {
                    secrets += Redaction.secrets(in: sent, redactedQuery: logCalls.redactedQuery)
                }
                if let headers = error.headers {
                    secrets += Redaction.secrets(
                        inResponseHeaders: headers,
                        credentialHeaders: request.credentialHeaders
                    )
                }
            }
        }

        /// What every record of `request` says.
        private init(request: AdapterRequest, duration: Duration, logCalls: LogCalls) {
            let route = request.pathTemplate ?? Redaction.path(of: request.url)
            message = "\(request.method.rawValue) \(route)"
            metadata = [("http.request.method", request.method.rawValue)]
            if let template = request.pathTemplate {
                metadata.append(("url.template", template))
            }
            metadata.append(("url.full", Redaction.url(request.url, redactingQuery: logCalls.redactedQuery)))
            metadata.append(("duration_ms", Self.milliseconds(duration)))
            if let body = request.body {
                metadata.append(("http.request.body.size", String(body.count)))
            } else if let length = request.bodySource?.length {
                metadata.append(("http.request.body.size", String(length)))
            } else if request.bodySource == nil {
                metadata.append(("http.request.body.size", "0"))
            }
            secrets = Redaction.secrets(in: request, redactedQuery: logCalls.redactedQuery)
            isFailure = false
        }

        /// `duration` in milliseconds, to the microsecond: `48.213`.
        static func milliseconds(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            let microseconds = seconds * 1_000_000 + attoseconds / 1_000_000_000_000
            let sign = microseconds < 0 ? "-" : ""
            let magnitude = microseconds.magnitude
            let fraction = String(magnitude % 1000)
            return sign + "\(magnitude / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        }
    }
}
#endif
