import Testing
@testable import DesignSystem
@testable import DesignTokens

/// A style file expected to be refused (by the parser, or by validation against the tokens),
/// and the error that must say why.
struct StyleRefusal: Sendable, CustomTestStringConvertible {
    let name: String
    let document: String
    let rule: Diagnostic.Rule
    let path: String
    let message: String

    var testDescription: String { name }

    init(_ name: String, _ document: String, _ rule: Diagnostic.Rule, _ path: String, _ message: String) {
        self.name = name
        self.document = document
        self.rule = rule
        self.path = path
        self.message = message
    }

    /// A refusal of one primary style written as `style`.
    static func primary(_ name: String, _ style: String, _ rule: Diagnostic.Rule, _ below: String, _ message: String) -> StyleRefusal {
        StyleRefusal(name, StyleFixture.withPrimary(style), rule, "/styles/primary" + below, message)
    }

    /// A refusal of `"background": value` in the primary base.
    static func base(_ name: String, _ property: String, _ value: String, _ rule: Diagnostic.Rule, below: String = "",
                     _ message: String) -> StyleRefusal {
        primary(name, ##"{"base": {"\##(property)": \##(value)}}"##, rule, "/base/\(property)" + below, message)
    }
}

@Suite("Style files that are refused")
struct StyleInvalidTests {
    static let structureCases: [StyleRefusal] = [
        StyleRefusal("no styles member", ##"{"description": "x"}"##, .missingMember, "", "needs 'styles'"),
        StyleRefusal("styles is not an object", ##"{"styles": []}"##, .wrongType, "/styles", "must be an object, found array"),
        StyleRefusal("styles is empty", ##"{"styles": {}}"##, .invalidValue, "/styles", "at least one style"),
        StyleRefusal("the file is not an object", ##"["primary"]"##, .wrongType, "", "must be an object, found array"),
        StyleRefusal("unknown top-level member", ##"{"style": {}, "styles": {"primary": {}}}"##, .unknownMember, "/style",
                     "unknown member 'style' (did you mean 'styles'?)"),
        StyleRefusal("description is not a string", ##"{"description": 1, "styles": {"primary": {}}}"##, .wrongType, "/description",
                     "must be a string, found number"),
        StyleRefusal("bad style name", ##"{"styles": {"Primary": {}, "primary": {}}}"##, .invalidName, "/styles/Primary",
                     "'Primary' is not a valid style name"),
        StyleRefusal("style name with a double dash", ##"{"styles": {"call--out": {}, "primary": {}}}"##, .invalidName, "/styles/call--out",
                     "not a valid style name"),
        StyleRefusal("a style is not an object", ##"{"styles": {"primary": "{color.surface}"}}"##, .wrongType, "/styles/primary",
                     "must be an object, found string"),
        .primary("unknown style member", ##"{"bases": {}}"##, .unknownMember, "/bases", "unknown member 'bases' (did you mean 'base'?)"),
        .primary("base is not an object", ##"{"base": ["{space.4}"]}"##, .wrongType, "/base", "must be an object, found array"),
        .primary("sizes is not an object", ##"{"sizes": 3}"##, .wrongType, "/sizes", "must be an object, found number"),
        .primary("a size is not an object", ##"{"sizes": {"small": true}}"##, .wrongType, "/sizes/small", "must be an object, found boolean"),
        .primary("a state is not an object", ##"{"states": {"hover": null}}"##, .wrongType, "/states/hover", "must be an object, found null"),
        .primary("unknown size", ##"{"sizes": {"smal": {}}}"##, .unknownSize, "/sizes/smal",
                 "'smal' is not a size (did you mean 'small'?); the sizes of chip are 'small', 'medium' and 'large'"),
        .primary("unknown state", ##"{"states": {"hovered": {}}}"##, .unknownState, "/states/hovered",
                 "'hovered' is not a state (did you mean 'hover'?); the states of chip are 'normal', 'hover' and 'disabled'"),
        .primary("a state the component lacks", ##"{"states": {"selected": {}}}"##, .unknownState, "/states/selected",
                 "chip has no 'selected' state; its states are 'normal', 'hover' and 'disabled'"),
        .primary("extends is not a string", ##"{"extends": ["light"]}"##, .wrongType, "/extends", "must be a string, found array"),
        .primary("extends a missing style", ##"{"extends": "ligth"}"##, .unknownStyle, "/extends",
                 "'primary' extends 'ligth', which is not a style of this file (did you mean 'light'?)"),
        .primary("extends itself", ##"{"extends": "primary"}"##, .styleCycle, "/extends", "in a circle: primary → primary"),
    ]

    static let cycleCases: [StyleRefusal] = ["a", "b", "c"].map { member in
        StyleRefusal("a three-style cycle names \(member)",
                     ##"{"styles": {"primary": {"extends": "a"}, "a": {"extends": "b"}, "b": {"extends": "c"}, "c": {"extends": "a"}}}"##,
                     .styleCycle, "/styles/\(member)/extends", "styles extend each other in a circle: ")
    }

    static let valueCases: [StyleRefusal] = [
        .base("unknown property", "backgroud", ##""{color.surface}""##, .unknownStyleProperty,
              "chip has no property 'backgroud' (did you mean 'background'?)"),
        .base("malformed reference", "background", ##""{a..b}""##, .invalidReference, "'{a..b}' is not a valid reference: a name must not be empty"),
        .base("text around a reference", "background", ##""x{color.surface}""##, .invalidReference, "mixes text and a reference"),
        .base("a $ref object", "background", ##"{"$ref": "#/color/surface"}"##, .invalidReference, "curly-brace reference"),
        .base("a token path without braces", "background", ##""color.surface""##, .invalidTokenValue,
              "a token reference is written in braces: \"{color.surface}\""),
        .base("a literal of the wrong type", "paddingInline", ##"{"colorSpace": "srgb", "components": [1, 0, 0]}"##, .invalidTokenValue,
              "A dimension needs 'value'"),
        .base("a bare number for a dimension", "paddingInline", "12", .unitlessDimension, "not the bare number 12"),
        .base("a dimension in em", "paddingInline", ##"{"value": 1, "unit": "em"}"##, .unknownUnit, below: "/unit", "'em' is not a unit of a dimension"),
        .base("a colour component out of range", "background", ##"{"colorSpace": "srgb", "components": [2, 0, 0]}"##, .valueOutOfRange,
              below: "/components/0", "red of a srgb colour must be in [0, 1]"),
        .base("a string for a number", "opacity", ##""half""##, .invalidTokenValue, "must be a number, found string"),
        .base("a literal with a reference inside", "border", ##"{"color": "{palette.black}", "width": {"value": 1, "unit": "px"}, "style": "solid"}"##,
              .invalidReference, "a literal value cannot refer to tokens"),
        .base("an invalid keyword", "alignment", ##""centre""##, .invalidKeyword,
              "'centre' is not a keyword of 'alignment' (did you mean 'center'?); use 'leading', 'center' or 'trailing'"),
        .base("a reference for a keyword property", "alignment", ##""{space.4}""##, .invalidKeyword, "not a token reference"),
        .base("a number for a keyword property", "alignment", "1", .wrongType, "takes one of the keywords 'leading', 'center' or 'trailing', found number"),
    ]

    static let tokenCases: [StyleRefusal] = [
        .base("unknown token", "background", ##""{color.surfce}""##, .unknownToken, "{color.surfce} is not a token (did you mean {color.surface}?)"),
        .base("unknown token, suggested among tokens of the right type", "paddingInline", ##""{space.5}""##, .unknownToken,
              "{space.5} is not a token (did you mean {space."),
        .base("token only in one permutation", "background", ##""{color.light-only}""##, .unknownToken,
              "{color.light-only} is not a token with theme=dark (it is with theme=light)"),
        .base("a group", "background", ##""{color.action.primary}""##, .referenceToGroup,
              "{color.action.primary} is a group, not a token (did you mean {color.action.primary.$root}?)"),
        .base("wrong token type", "background", ##""{space.4}""##, .tokenTypeMismatch, "{space.4} is a dimension token; 'background' needs a color"),
        .base("wrong token type, article", "opacity", ##""{typography.label.md}""##, .tokenTypeMismatch,
              "{typography.label.md} is a typography token; 'opacity' needs a number"),
        .base("a token CSS cannot write", "paddingInline", ##""{space.odd}""##, .noCSSValue, "{space.odd} has a value CSS cannot hold"),
        .primary("an unknown token in a state", ##"{"states": {"hover": {"background": "{color.action.primary.hovr}"}}}"##, .unknownToken,
                 "/states/hover/background", "(did you mean {color.action.primary.hover}?)"),
        .primary("an unknown token in a size", ##"{"sizes": {"large": {"font": "{typography.label.xl}"}}}"##, .unknownToken,
                 "/sizes/large/font", "{typography.label.xl} is not a token"),
    ]

    @Test("the fixture's tokens load, with one warning for space.odd")
    func fixtureLoads() {
        #expect(StyleFixture.loaded.system != nil, Rules.report(StyleFixture.loaded.diagnostics))
        #expect(StyleFixture.loaded.diagnostics.count == 1, Rules.report(StyleFixture.loaded.diagnostics))
    }

    @Test("structure", arguments: structureCases + cycleCases)
    func structure(_ refusal: StyleRefusal) { Self.expectRefused(refusal) }

    @Test("property values", arguments: valueCases)
    func values(_ refusal: StyleRefusal) { Self.expectRefused(refusal) }

    @Test("token references, against the token system", arguments: tokenCases)
    func tokens(_ refusal: StyleRefusal) { Self.expectRefused(refusal) }

    /// Parses the case; when the parser accepts it, validates it; then looks for the error.
    static func expectRefused(_ refusal: StyleRefusal) {
        let (document, parsed) = StyleFixture.parse(refusal.document)
        var diagnostics = parsed
        if let document {
            diagnostics += document.validate(against: StyleFixture.system)
        }
        let errors = diagnostics.filter { $0.severity == .error }
        let report = Rules.report(diagnostics).rawValue
        #expect(!errors.isEmpty, "no error at all; got:\n\(report)")
        let matching = errors.filter { $0.rule == refusal.rule && $0.path.description == refusal.path }
        #expect(!matching.isEmpty, "no \(refusal.rule) error at \(refusal.path); got:\n\(report)")
        #expect(matching.contains { $0.message.contains(refusal.message) }, "no message containing \"\(refusal.message)\"; got:\n\(report)")
        #expect(diagnostics.allSatisfy { $0.file == StyleFixture.file })
    }
}
