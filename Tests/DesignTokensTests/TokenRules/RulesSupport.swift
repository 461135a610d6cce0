import Testing
@testable import DesignTokens

/// What `TokenSetBuilder` made of one test document.
struct RulesBuilt {
    let set: TokenSet?
    let diagnostics: [Diagnostic]

    var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }

    /// Every diagnostic, one per line, for failure messages.
    var report: Comment { Rules.report(diagnostics) }

    /// The resolved token at a dot path (segments split on `.` only, so `$root` and spaces work).
    func token(_ dotted: String) -> ResolvedToken? { set?[Rules.path(dotted)] }

    /// The diagnostics of `rule` at the pointer `path`.
    func diagnostics(_ rule: Diagnostic.Rule, at path: String) -> [Diagnostic] {
        diagnostics.filter { $0.rule == rule && $0.path.description == path }
    }
}

/// Shared helpers for the token rule tests.
enum Rules {
    /// The file name every single-document test uses.
    static let file = "test.tokens.json"

    /// Parses `text` and builds it as one source.
    static func build(_ text: String, _ strictness: Strictness = .strict, file: String = Rules.file) -> RulesBuilt {
        do {
            let json = try JSONParser.parse(text)
            let (set, diagnostics) = TokenSetBuilder.build([TokenSource(file: file, document: json)], strictness: strictness)
            return RulesBuilt(set: set, diagnostics: diagnostics)
        } catch {
            Issue.record("the test document is not valid JSON: \(error)\n\(text)")
            return RulesBuilt(set: nil, diagnostics: [])
        }
    }

    /// Builds several documents in order (later wins).
    static func build(_ texts: [(file: String, text: String)], _ strictness: Strictness = .strict) -> RulesBuilt {
        var sources: [TokenSource] = []
        for (file, text) in texts {
            do { sources.append(TokenSource(file: file, document: try JSONParser.parse(text))) } catch {
                Issue.record("\(file) is not valid JSON: \(error)")
            }
        }
        let (set, diagnostics) = TokenSetBuilder.build(sources, strictness: strictness)
        return RulesBuilt(set: set, diagnostics: diagnostics)
    }

    /// `{"t": {"$type": type, "$value": value}}`.
    static func single(_ type: String, _ value: String) -> String {
        ##"{"t": {"$type": "\##(type)", "$value": \##(value)}}"##
    }

    /// A token path from a dot path, without the name rules (tests may need odd names).
    static func path(_ dotted: String) -> TokenPath {
        TokenPath(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    static func report(_ diagnostics: [Diagnostic]) -> Comment {
        Comment(rawValue: diagnostics.isEmpty ? "(no diagnostics)" : diagnostics.map(\.description).joined(separator: "\n"))
    }

    // MARK: Expected values

    static func color(_ space: ColorSpace, _ components: [ColorComponent], alpha: Double = 1, hex: String? = nil) -> ColorValue {
        ColorValue(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    static func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double = 1, hex: String? = nil) -> ColorValue {
        color(.srgb, [.number(r), .number(g), .number(b)], alpha: alpha, hex: hex)
    }

    static func px(_ value: Double) -> DimensionValue { DimensionValue(value: value, unit: "px") }
    static func rem(_ value: Double) -> DimensionValue { DimensionValue(value: value, unit: "rem") }
    static func ms(_ value: Double) -> DurationValue { DurationValue(value: value, unit: "ms") }

    /// JSON text of an sRGB colour value.
    static func srgbJSON(_ r: Double, _ g: Double, _ b: Double) -> String {
        ##"{"colorSpace": "srgb", "components": [\##(r), \##(g), \##(b)]}"##
    }

    /// JSON text of a dimension value.
    static func dimensionJSON(_ value: Double, _ unit: String = "px") -> String {
        ##"{"value": \##(value), "unit": "\##(unit)"}"##
    }
}

/// A document expected to resolve, and what one of its tokens must resolve to.
struct ResolvesCase: Sendable, CustomTestStringConvertible {
    let name: String
    let document: String
    let path: String
    let type: TokenType
    let value: TokenValue
    var chain: [String] = []

    var testDescription: String { name }
}

/// A document expected to be refused, and the diagnostic that must say why.
struct RefusedCase: Sendable, CustomTestStringConvertible {
    let name: String
    let document: String
    let rule: Diagnostic.Rule
    let path: String
    let message: String

    var testDescription: String { name }
}

extension Rules {
    /// Checks that `built` resolved with no diagnostic at all and that `path` is as expected.
    static func expectResolves(_ built: RulesBuilt, _ testCase: ResolvesCase) {
        #expect(built.diagnostics.isEmpty, built.report)
        let token = built.token(testCase.path)
        #expect(token != nil, "\(testCase.path) was not resolved; \(built.report.rawValue)")
        guard let token else { return }
        #expect(token.type == testCase.type)
        #expect(token.value == testCase.value)
        #expect(token.aliasChain == testCase.chain.map(path), "alias chain \(token.aliasChain)")
    }

    /// Checks that `built` was refused with an error of the case's rule, at its path, saying its message.
    static func expectRefused(_ built: RulesBuilt, _ testCase: RefusedCase) {
        #expect(built.set == nil, "the document was accepted; \(built.report.rawValue)")
        let matching = built.errors.filter { $0.rule == testCase.rule && $0.path.description == testCase.path }
        #expect(!matching.isEmpty, "no \(testCase.rule) error at \(testCase.path); got:\n\(built.report.rawValue)")
        #expect(matching.contains { $0.message.contains(testCase.message) },
                "no message containing \"\(testCase.message)\"; got:\n\(built.report.rawValue)")
        #expect(matching.allSatisfy { $0.file == Rules.file })
    }
}
