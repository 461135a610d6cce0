import DesignSystem

/// The WCAG 2.x verdict on a contrast ratio, written out (never colour alone): AAA, AA,
/// AA large (3:1, enough for large text and graphics) or Fails.
enum ContrastVerdict {
    /// The verdict's label and its kind (`pass`, `large` or `fail`), for `ratio`.
    static func level(_ ratio: Double) -> (label: String, kind: String) {
        if ratio >= 7 { return ("AAA", "pass") }
        if ratio >= 4.5 { return ("AA", "pass") }
        if ratio >= 3 { return ("AA large", "large") }
        return ("Fails", "fail")
    }

    /// `<span class="verdict verdict--pass">AA</span>`.
    static func badge(_ ratio: Double) -> Node {
        let (label, kind) = level(ratio)
        return .span(.class("verdict", "verdict--" + kind), children: .text(label))
    }

    /// A pass or fail mark for one criterion: `Pass` or `Fail`, classed for its look.
    static func mark(_ passes: Bool) -> Node {
        .span(.class("verdict", passes ? "verdict--pass" : "verdict--fail"), children: .text(passes ? "Pass" : "Fail"))
    }
}
