import DesignSystem

/// The `lint` object of `swatchbook.json`: each rule's severity and options, and the limit on how
/// many style lookups the contrast rule makes (`lintLookups` in `limits`).
///
/// A rule's value is a severity (`"error"`, `"warning"`, `"info"`, `"off"`) or an object with a
/// `severity` and the rule's options: `{"rules": {"naming": {"severity": "error", "case": "camelCase"}}}`.
public struct LintSettings: Sendable, Equatable {
    /// The severities `lint.rules` sets, by rule id.
    public var severities: [String: LintSeverity] = [:]
    /// The case style of token names (`naming`'s `case`).
    public var namingCase = NamingCase.kebab
    /// The least font size in px (`min-font-size`'s `minimum`).
    public var minimumFontSize = 12.0
    /// True to check the `disabled` state's contrast too (`contrast`'s `disabledState`); WCAG 2.x exempts it.
    public var checksDisabledState = false
    /// The most style lookups (permutations × styles × sizes × states) the contrast rule makes.
    public var lookups = LintSettings.defaultLookups

    /// 100,000 lookups: about 7 s of a release build's work at some 70 µs a lookup, 120 times what the bundled Config needs (836).
    public static let defaultLookups = 100_000
    /// What `lintLookups` may be set to.
    public static let lookupRange = 1...100_000_000
    /// What `min-font-size`'s `minimum` may be (px).
    static let fontSizeRange = 1.0...100.0

    /// Settings with every default.
    public init() {}

    /// The severity `rule` runs at.
    public func severity(of rule: LintRule) -> LintSeverity { severities[rule.id] ?? rule.defaultSeverity }

    /// Reads the members of the `lint` object into these settings.
    public mutating func read(_ reader: inout ObjectReader) {
        reader.object("rules") { rules in
            for key in rules.keys {
                let value = rules.value(key)
                guard let rule = LintRule.named(key) else {
                    let ids = LintRule.all.map(\.id)
                    let suggestion = Suggestion.closest(to: key, among: ids).map { " (did you mean '\($0)'?)" } ?? ""
                    rules.report(.unknownMember, at: key, "'\(key)' is not a lint rule\(suggestion); rules: \(ids.joined(separator: ", "))")
                    continue
                }
                if case .object = value {
                    rules.object(key) { setting in readSetting(of: rule, from: &setting) }
                } else if let text = rules.string(key) {
                    severities[rule.id] = Self.severity(text, at: key, in: &rules)
                }
            }
        }
    }

    /// Reads `{"severity": …, options…}` for `rule`.
    private mutating func readSetting(of rule: LintRule, from setting: inout ObjectReader) {
        if let text = setting.string("severity") { severities[rule.id] = Self.severity(text, at: "severity", in: &setting) }
        switch rule {
        case .contrast:
            checksDisabledState = setting.boolean("disabledState") ?? checksDisabledState
        case .minFontSize:
            if let value = setting.value("minimum") {
                if let number = value.doubleValue, Self.fontSizeRange.contains(number) {
                    minimumFontSize = number
                } else {
                    setting.report(.outOfRange, at: "minimum", "must be a number of px from 1 to 100, found \(value.description)")
                }
            }
        case .naming:
            if let name = setting.string("case") {
                if let style = NamingCase.named(name) {
                    namingCase = style
                } else {
                    setting.report(.invalidValue, at: "case",
                                   "must be one of \(NamingCase.all.map { "'\($0.name)'" }.joined(separator: ", ")), found '\(name)'")
                }
            }
        default: break
        }
    }

    /// The severity `text` names; reports any other word at `key`.
    private static func severity(_ text: String, at key: String, in reader: inout ObjectReader) -> LintSeverity? {
        if let severity = LintSeverity(rawValue: text) { return severity }
        reader.report(.invalidValue, at: key,
                      "must be \(LintSeverity.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")) or an object with a severity, found '\(text)'")
        return nil
    }
}
