import Testing
@testable import DesignSystem
@testable import DesignTokens

/// The utility stylesheet's rule for an icon's mask: the image's address as a CSS `url("…")`,
/// escaped as a CSS string, filled with `currentColor`.
@Suite("Icon mask rules")
struct IconMaskStylesheetTests {
    /// The variables of a set with one colour token, `color.ink`.
    static func variables() throws -> CSSVariableNames {
        let tokens = #"{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#
        return CSSVariableNames(try #require(Rules.build(tokens, .tolerant).set))
    }

    /// The rule of one icon-mask modifier, as the stylesheet writes it.
    static func rule(_ address: String) throws -> (className: String, css: String) {
        let modifier = LayoutModifier(.iconMask, .image(address))
        let className = try #require(modifier.className)
        return (className, UtilityStylesheet.render([modifier], variables: try variables()))
    }

    @Test("the rule draws the image as a mask filled with the foreground colour, the address escaped for CSS", arguments: [
        ("/assets/images/icons/check.svg", #"url("/assets/images/icons/check.svg")"#),
        ("/assets/icons/a%20b.svg", #"url("/assets/icons/a%20b.svg")"#),
        ("/assets/q\"uote.svg", #"url("/assets/q\"uote.svg")"#),
        ("/assets/back\\slash.svg", #"url("/assets/back\\slash.svg")"#),
        ("/assets/new\nline.svg", #"url("/assets/new\a line.svg")"#),
        ("/assets/close).svg;}", #"url("/assets/close).svg;}")"#),
    ])
    func rule(address: String, url: String) throws {
        let (className, css) = try Self.rule(address)
        #expect(css == ".\(className) { -webkit-mask-image: \(url); mask-image: \(url); -webkit-mask-repeat: no-repeat; mask-repeat: no-repeat; "
            + "-webkit-mask-position: center; mask-position: center; -webkit-mask-size: contain; mask-size: contain; "
            + "background-color: currentColor; }\n")
        #expect(className.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }, "\(className)")
    }

    @Test("different addresses, different classes")
    func distinctClasses() {
        let names = ["/assets/a.svg", "/assets/a_svg", "/assets/a/svg", "/assets/A.svg", "/assets/a%2Esvg"].map {
            LayoutModifier(.iconMask, .image($0)).className!
        }
        #expect(Set(names).count == names.count)
    }

    @Test("an image only for the effect that takes one: no rule otherwise")
    func onlyForImages() throws {
        let variables = try Self.variables()
        let ink = LayoutModifier(.foreground, .token(TokenPath(dotted: "color.ink")!))
        #expect(UtilityStylesheet.render([ink], variables: variables) != "", "the token is there")
        let misplaced: [LayoutModifier] = [
            LayoutModifier(.background, .image("/assets/a.svg")),
            LayoutModifier(.iconMask, .token(TokenPath(dotted: "color.ink")!)),
            LayoutModifier(.iconMask, .keyword("center")),
            LayoutModifier(.iconMask, .literal(.number(1))),
        ]
        for modifier in misplaced { #expect(UtilityStylesheet.render([modifier], variables: variables) == "", "\(modifier)") }
        #expect(LayoutEffect.iconMask.accepts == .image && LayoutEffect(named: "icon-mask") == .iconMask)
    }
}
