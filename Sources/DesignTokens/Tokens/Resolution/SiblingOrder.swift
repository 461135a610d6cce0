/// The order in which the members of one group are listed, wherever tokens are listed (the
/// guide, the API, search, every export).
///
/// When every member's name is a number (a scale's steps: `50`, `100`, … `900`, or `0.5`,
/// `1.5`), they are listed by value, wherever each step was defined; members of equal value
/// (`5` and `05`) keep the order they were defined in. Any other group keeps the order of first
/// definition in resolution order (sets, then modifiers). Sorting costs n log n comparisons,
/// each linear in the shorter name.
public enum SiblingOrder {
    /// `members` in the guide's order: by value when every name is a number, else unchanged.
    public static func ordered<Member>(_ members: [(name: String, node: Member)]) -> [(name: String, node: Member)] {
        guard members.count > 1, members.allSatisfy({ isNumber($0.name) }) else { return members }
        // Each name is read once, not once per comparison: as two integers when its parts have
        // at most 18 digits (every scale in practice), else as its digits.
        let numbers = members.compactMap { fixedPoint($0.name) }
        if numbers.count == members.count {
            return members.indices.sorted { left, right in
                numbers[left] != numbers[right] ? numbers[left] < numbers[right] : left < right
            }.map { members[$0] }
        }
        let keys = members.map { parts($0.name) }
        return members.indices.sorted { left, right in
            let order = compare(keys[left], keys[right])
            return order != 0 ? order < 0 : left < right
        }.map { members[$0] }
    }

    /// True when `name` is a plain decimal number: digits, with at most one `.` between digits.
    public static func isNumber(_ name: String) -> Bool {
        var digitsBefore = 0, digitsAfter = 0, dots = 0
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if dots == 0 { digitsBefore += 1 } else { digitsAfter += 1 }
            case UInt8(ascii: "."):
                dots += 1
                guard dots == 1 else { return false }
            default:
                return false
            }
        }
        return digitsBefore > 0 && (dots == 0 || digitsAfter > 0)
    }

    /// -1, 0 or 1 as the number `left` is less than, equal to or greater than `right` (both
    /// ``isNumber(_:)``), compared digit by digit, so no length of name loses precision.
    public static func compare(_ left: String, _ right: String) -> Int {
        compare(parts(left), parts(right))
    }

    /// ``compare(_:_:)`` of two names already split by ``parts(_:)``.
    private static func compare(_ left: (whole: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>),
                                _ right: (whole: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>)) -> Int {
        let (leftWhole, leftFraction) = left, (rightWhole, rightFraction) = right
        if leftWhole.count != rightWhole.count { return leftWhole.count < rightWhole.count ? -1 : 1 }
        if leftWhole != rightWhole { return leftWhole.lexicographicallyPrecedes(rightWhole) ? -1 : 1 }
        if leftFraction == rightFraction { return 0 }
        return leftFraction.lexicographicallyPrecedes(rightFraction) ? -1 : 1
    }

    /// A number as its whole part and its fraction scaled to 18 digits, both exact, so that
    /// comparing the pairs compares the numbers; nil when a part has more than 18 digits.
    private static func fixedPoint(_ name: String) -> FixedPoint? {
        let (whole, fraction) = parts(name)
        guard whole.count <= 18, fraction.count <= 18 else { return nil }
        var wholeValue: UInt64 = 0, fractionValue: UInt64 = 0
        for digit in whole { wholeValue = wholeValue * 10 + UInt64(digit - UInt8(ascii: "0")) }
        for index in 0..<18 {
            let digit = index < fraction.count ? UInt64(fraction[fraction.startIndex + index] - UInt8(ascii: "0")) : 0
            fractionValue = fractionValue * 10 + digit
        }
        return FixedPoint(whole: wholeValue, fraction: fractionValue)
    }

    /// A number of at most 18 digits each side of the point, compared exactly.
    private struct FixedPoint: Comparable {
        let whole: UInt64
        let fraction: UInt64

        static func < (left: FixedPoint, right: FixedPoint) -> Bool {
            (left.whole, left.fraction) < (right.whole, right.fraction)
        }
    }

    /// The whole part without leading zeros and the fraction without trailing zeros, as bytes.
    private static func parts(_ name: String) -> (whole: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>) {
        let bytes = Array(name.utf8)
        let dot = bytes.firstIndex(of: UInt8(ascii: ".")) ?? bytes.endIndex
        var whole = bytes[..<dot]
        while whole.first == UInt8(ascii: "0") { whole = whole.dropFirst() }
        var fraction = dot < bytes.endIndex ? bytes[(dot + 1)...] : []
        while fraction.last == UInt8(ascii: "0") { fraction = fraction.dropLast() }
        return (whole, fraction)
    }
}
