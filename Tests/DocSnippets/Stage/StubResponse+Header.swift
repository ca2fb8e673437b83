import Yopuy
import YopuyTesting

extension StubResponse {
    /// This answer with the header field `name` set to `value`, or without it for `nil`.
    func adding(_ name: String, _ value: String?) -> StubResponse {
        var response = self
        response.headers[name] = value
        return response
    }
}
