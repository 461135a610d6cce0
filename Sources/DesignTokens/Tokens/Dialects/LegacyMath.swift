/// Tokens Studio math (`{space.2} * 2`, `({base} - 2) / 4`), evaluated only where the result is exact.
///
/// Exact means: numbers, references and `px`, `rem`, `ms` or `s` values; `+ - * /`, unary minus
/// and parentheses; one unit throughout (`u ± u`, `u × n`, `u ÷ n`, `u ÷ u` gives a number; a bare
/// number beside pixels is pixels, as Tokens Studio reads it); a finite result. Anything else —
/// functions, `%`, `em`, mixed units, a reference that cannot be followed — is not evaluated.
enum LegacyMath {
    /// A number with a unit ("" for a plain number).
    struct Quantity: Equatable {
        var value: Double
        var unit: String
    }

    /// True when `text` looks like an expression rather than a single value.
    static func isExpression(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace()
        guard LegacyMeasure.split(trimmed) == nil, !LegacyValueConverter.isAlias(.string(trimmed)) else { return false }
        return trimmed.contains { "+*/()".contains($0) } || trimmed.contains(" - ")
    }

    /// The value of `text`, with `lookup` giving the value of each reference; nil when not exact.
    static func evaluate(_ text: String, lookup: (String) -> Quantity?) -> Quantity? {
        withoutActuallyEscaping(lookup) { lookup in
            var parser = Parser(characters: Array(text), lookup: lookup)
            guard let result = parser.expression(), parser.atEnd, result.value.isFinite else { return nil }
            return result
        }
    }

    private struct Parser {
        let characters: [Character]
        let lookup: (String) -> Quantity?
        var position = 0

        var atEnd: Bool { mutating get { skipSpaces(); return position == characters.count } }

        mutating func expression() -> Quantity? {
            guard var left = term() else { return nil }
            while let op = peek(), op == "+" || op == "-" {
                position += 1
                guard let right = term(), let sum = Self.add(left, right, negate: op == "-") else { return nil }
                left = sum
            }
            return left
        }

        mutating func term() -> Quantity? {
            guard var left = factor() else { return nil }
            while let op = peek(), op == "*" || op == "/" {
                position += 1
                guard let right = factor() else { return nil }
                if op == "*" {
                    guard left.unit.isEmpty || right.unit.isEmpty else { return nil }
                    left = Quantity(value: left.value * right.value, unit: left.unit.isEmpty ? right.unit : left.unit)
                } else {
                    guard right.value != 0, right.unit.isEmpty || right.unit == left.unit else { return nil }
                    left = Quantity(value: left.value / right.value, unit: right.unit.isEmpty ? left.unit : "")
                }
            }
            return left
        }

        mutating func factor() -> Quantity? {
            switch peek() {
            case "-":
                position += 1
                return factor().map { Quantity(value: -$0.value, unit: $0.unit) }
            case "(":
                position += 1
                guard let inner = expression(), peek() == ")" else { return nil }
                position += 1
                return inner
            case "{":
                guard let close = characters[position...].firstIndex(of: "}") else { return nil }
                let path = String(characters[(position + 1)..<close])
                position = close + 1
                return lookup(path)
            default:
                return literal()
            }
        }

        mutating func literal() -> Quantity? {
            let start = position
            while position < characters.count, characters[position].isNumber || characters[position] == "." { position += 1 }
            let digits = position
            while position < characters.count, characters[position].isLetter || characters[position] == "%" { position += 1 }
            guard digits > start, let value = Double(String(characters[start..<digits])) else { return nil }
            let unit = String(characters[digits..<position])
            return ["", "px", "rem", "ms", "s"].contains(unit) ? Quantity(value: value, unit: unit) : nil
        }

        mutating func peek() -> Character? {
            skipSpaces()
            return position < characters.count ? characters[position] : nil
        }

        mutating func skipSpaces() {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
        }

        static func add(_ left: Quantity, _ right: Quantity, negate: Bool) -> Quantity? {
            let unit: String
            if left.unit == right.unit { unit = left.unit }
            else if left.unit.isEmpty && right.unit == "px" || right.unit.isEmpty && left.unit == "px" { unit = "px" }
            else { return nil }
            return Quantity(value: left.value + (negate ? -right.value : right.value), unit: unit)
        }
    }
}
