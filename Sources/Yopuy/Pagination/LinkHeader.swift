/// Reads a `Link` header field (RFC 8288, section 3): `<https://api.test/items?page=2>;
/// rel="next", <…?page=9>; rel="last"`.
enum LinkHeader {
    /// The URI reference of the first link whose `rel` names `relation` (compared without
    /// regard to case; a `rel` may name several, separated by spaces), or `nil`.
    static func target(of relation: String, in field: String) -> String? {
        var scanner = Scanner(Substring(field))
        let wanted = relation.lowercased()
        while let link = scanner.link() {
            let names = link.rel.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
            if names.contains(where: { $0 == wanted }) {
                return link.target
            }
        }
        return nil
    }

    /// Walks a field value link by link, skipping what it cannot read.
    private struct Scanner {
        var rest: Substring

        init(_ text: Substring) {
            rest = text
        }

        /// The next link's target and `rel`, or `nil` at the end.
        mutating func link() -> (target: String, rel: String)? {
            skip { $0 == " " || $0 == "\t" || $0 == "," }
            guard rest.first == "<", let close = rest.firstIndex(of: ">") else {
                return nil
            }
            let target = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
            var rel = ""
            // Parameters: `; name=value`, up to the comma that ends the link.
            while true {
                skip { $0 == " " || $0 == "\t" }
                guard rest.first == ";" else {
                    break
                }
                rest.removeFirst()
                skip { $0 == " " || $0 == "\t" }
                let name = take { $0 != "=" && $0 != ";" && $0 != "," && $0 != " " && $0 != "\t" }
                skip { $0 == " " || $0 == "\t" }
                var value = ""
                if rest.first == "=" {
                    rest.removeFirst()
                    skip { $0 == " " || $0 == "\t" }
                    value = rest.first == "\"" ? quoted() : String(take { $0 != ";" && $0 != "," })
                }
                if name.lowercased() == "rel", rel.isEmpty {
                    rel = value.trimmingSpaces()
                }
            }
            // Anything else before the next comma is not a parameter: skip it.
            skip { $0 != "," }
            return (target, rel)
        }

        /// A quoted string, its escapes undone; `rest` starts at its opening quote.
        private mutating func quoted() -> String {
            rest.removeFirst()
            var value = ""
            while let character = rest.popFirst() {
                switch character {
                case "\"": return value
                case "\\": if let escaped = rest.popFirst() { value.append(escaped) }
                default: value.append(character)
                }
            }
            return value
        }

        private mutating func skip(while matches: (Character) -> Bool) {
            rest = rest.drop(while: matches)
        }

        private mutating func take(while matches: (Character) -> Bool) -> Substring {
            let taken = rest.prefix(while: matches)
            rest = rest[taken.endIndex...]
            return taken
        }
    }
}

extension String {
    /// Without spaces and tabs at either end.
    fileprivate func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
