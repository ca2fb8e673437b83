#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension URLComponents {
    /// Scheme, host and port, as compared for the same origin (RFC 6454): the scheme and host
    /// in lower case, the port made explicit; `nil` without a host, or for a scheme other than
    /// `http` and `https` without a port.
    var origin: String? {
        guard let scheme = scheme?.lowercased(), let host = host?.lowercased(), !host.isEmpty else {
            return nil
        }
        let port: Int
        switch (self.port, scheme) {
        case (let explicit?, _): port = explicit
        case (nil, "http"): port = 80
        case (nil, "https"): port = 443
        default: return nil
        }
        return "\(scheme)://\(host):\(port)"
    }
}
