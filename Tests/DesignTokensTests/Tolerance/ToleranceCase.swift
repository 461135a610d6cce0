import Testing
@testable import DesignTokens

/// A document that bends a rule the way real files do: tolerant reading keeps token `t` as its
/// author meant it, with one warning of `rule` at `path`; strict reading refuses it with an error
/// of `strictRule` at `strictPath` (the same rule and place unless the case says otherwise).
struct ToleranceCase: Sendable, CustomTestStringConvertible {
    let name: String
    let document: String
    let rule: Diagnostic.Rule
    let path: String
    let type: TokenType
    let value: TokenValue
    var strictRule: Diagnostic.Rule?
    var strictPath: String?

    var testDescription: String { name }
}

extension ToleranceCase {
    /// Tolerant: the token resolves to `value`, and the rule is reported once, as a warning, with file and line.
    func expectTolerated() {
        let built = Rules.build(document, .tolerant)
        #expect(built.errors.isEmpty, built.report)
        let reported = built.diagnostics.filter { $0.rule == rule }
        #expect(reported.count == 1, "\(rule) should be reported once; \(built.report.rawValue)")
        #expect(reported.first?.severity == .warning)
        #expect(reported.first?.path.description == path, built.report)
        #expect(reported.first?.file == Rules.file)
        #expect(reported.first?.line != nil, "no line: \(built.report.rawValue)")
        #expect(built.token("t")?.type == type, built.report)
        #expect(built.token("t")?.value == value, built.report)
    }

    /// Strict: the document is refused with an error of the strict rule at its place.
    func expectRefusedWhenStrict() {
        let built = Rules.build(document, .strict)
        #expect(built.set == nil, "accepted: \(built.report.rawValue)")
        #expect(built.diagnostics(strictRule ?? rule, at: strictPath ?? path).contains { $0.severity == .error }, built.report)
    }
}
