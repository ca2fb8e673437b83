#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A `Retry-After` header field's value (RFC 9110, section 10.2.3): how long the server asks the
/// client to wait, as a number of seconds or as an HTTP date.
enum RetryAfter {
    /// The wait `value` asks for, counted from `now`; zero for a date in the past, `nil` for a
    /// value that is neither a number of seconds nor an HTTP date.
    static func delay(_ value: String, now: Date) -> Duration? {
        let value = String(value.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        if !value.isEmpty, value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            // More digits than a day's worth of seconds can hold still means "a long time".
            return .seconds(Int64(value.prefix(12)) ?? 0)
        }
        guard let date = date(value) else {
            return nil
        }
        return .seconds(max(0, date.timeIntervalSince(now)))
    }

    /// An HTTP date in any of the three forms a recipient accepts (RFC 9110, section 5.6.7):
    /// `Sun, 06 Nov 1994 08:49:37 GMT`, `Sunday, 06-Nov-94 08:49:37 GMT` and
    /// `Sun Nov  6 08:49:37 1994`.
    static func date(_ text: String) -> Date? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "-" })
        var day: Int?
        var month: Int?
        var year: Int?
        var time: [Int]?
        for word in words.dropFirst() {
            if let index = months.firstIndex(of: word.lowercased()) {
                month = index + 1
            } else if word.contains(":") {
                time = word.split(separator: ":").compactMap { Int($0) }
            } else if let number = Int(word) {
                if day == nil, word.count <= 2 {
                    day = number
                } else {
                    // RFC 850's two-digit years: 70 and later are 19xx.
                    year = word.count == 2 ? (number < 70 ? 2000 + number : 1900 + number) : number
                }
            } else if word != "GMT" {
                return nil
            }
        }
        guard let day, let month, let year, let time, time.count == 3,
            (1...31).contains(day), (0...23).contains(time[0]), (0...59).contains(time[1]),
            (0...60).contains(time[2])
        else {
            return nil
        }
        let days = daysSinceEpoch(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: TimeInterval(((days * 24 + time[0]) * 60 + time[1]) * 60 + time[2]))
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    /// Days from 1970-01-01 to the given date of the proleptic Gregorian calendar.
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        // Howard Hinnant's days_from_civil: years counted from March, so that February ends them.
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
