#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The date of a cookie's `Expires` attribute, read as RFC 6265 (5.1.1) says a user agent reads
/// it: the words of any common date format, in any order, the first of each kind counting.
enum CookieDate {
    /// The date `text` names, or `nil` when it names none: a part missing, out of range, a day
    /// past the end of its month, or a year before 1601.
    ///
    /// ```
    /// Wed, 21 Oct 2026 07:28:00 GMT      (RFC 1123)
    /// Wednesday, 21-Oct-26 07:28:00 GMT  (RFC 850)
    /// Wed Oct 21 07:28:00 2026           (asctime)
    /// ```
    static func parse(_ text: String) -> Date? {
        var time: (hour: Int, minute: Int, second: Int)?
        var day: Int?
        var month: Int?
        var year: Int?
        for token in tokens(of: text) {
            if time == nil, let found = self.time(token) {
                time = found
            } else if day == nil, let found = number(token, digits: 1...2) {
                day = found
            } else if month == nil, let found = self.month(token) {
                month = found
            } else if year == nil, let found = number(token, digits: 2...4) {
                year = found
            }
        }
        guard let time, let day, let month, var year else {
            return nil
        }
        if (70...99).contains(year) {
            year += 1900
        } else if (0...69).contains(year) {
            year += 2000
        }
        guard year >= 1601, (1...daysIn(month, of: year)).contains(day), time.hour <= 23, time.minute <= 59,
            time.second <= 59
        else {
            return nil
        }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + time.hour * 3_600 + time.minute * 60 + time.second
        return Date(timeIntervalSince1970: Double(seconds))
    }

    /// The runs of bytes between delimiters (RFC 6265's `date-token`s).
    private static func tokens(of text: String) -> [ArraySlice<UInt8>] {
        let bytes = Array(text.utf8)
        return bytes.split(whereSeparator: isDelimiter)
    }

    /// RFC 6265's `delimiter`: a tab, and the printable characters but digits, letters and `:`.
    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09, 0x20...0x2F, 0x3B...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// A token that starts with `digits` digits and, after them, has no digit first: its number.
    private static func number(_ token: ArraySlice<UInt8>, digits: ClosedRange<Int>) -> Int? {
        let count = token.prefix(while: isDigit).count
        guard digits.contains(count) else {
            return nil
        }
        return token.prefix(count).reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }

    /// A token that starts with `h:m:s`, each one or two digits, and then no digit.
    private static func time(_ token: ArraySlice<UInt8>) -> (hour: Int, minute: Int, second: Int)? {
        var rest = token
        var fields: [Int] = []
        for index in 0..<3 {
            let digits = rest.prefix(while: isDigit)
            guard (1...2).contains(digits.count) else {
                return nil
            }
            fields.append(digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
            rest = rest.dropFirst(digits.count)
            if index < 2 {
                guard rest.first == UInt8(ascii: ":") else {
                    return nil
                }
                rest = rest.dropFirst()
            }
        }
        if let next = rest.first, isDigit(next) {
            return nil
        }
        return (fields[0], fields[1], fields[2])
    }

    /// A token whose first three letters name a month, in any case: its number, 1 to 12.
    private static func month(_ token: ArraySlice<UInt8>) -> Int? {
        guard token.count >= 3 else {
            return nil
        }
        let name = String(decoding: token.prefix(3), as: UTF8.self).lowercased()
        let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
        return months.firstIndex(of: name).map { $0 + 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    /// The days of `month` in `year` of the Gregorian calendar.
    private static func daysIn(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1 January 1970 to the date, in the proleptic Gregorian calendar (negative
    /// before it): the civil-from-days count of the era of 400 years.
    static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
