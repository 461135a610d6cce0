import Testing
@testable import DesignSystem
@testable import DesignTokens

/// Layout modifiers: their classes, how they compose on nodes, and the stylesheet behind them.
@Suite("Layout modifiers")
struct LayoutModifierTests {
    static func path(_ dotted: String) -> TokenPath { TokenPath(dotted: dotted)! }

    @Test("class names spell the token out, one class per token", arguments: [
        (LayoutModifier(.padding, .token(path("space.4"))), "sb-padding--space__4"),
        (LayoutModifier(.background, .token(path("color.action.primary.$root"))), "sb-background--color__action__primary___24root"),
        (LayoutModifier(.foreground, .token(path("color.Brand_500"))), "sb-foreground--color__Brand_5f500"),
        (LayoutModifier(.font, .token(path("type.body text"))), "sb-font--type__body_20text"),
        (LayoutModifier(.cornerRadius, .token(path("radius.ä"))), "sb-corner-radius--radius___c3_a4"),
        (LayoutModifier(.alignment, .keyword("center")), "sb-alignment--center"),
        (LayoutModifier(.alignment, .keyword("a\u{1}b.c")), "sb-alignment--a_01b_2ec"),
    ])
    func classNames(modifier: LayoutModifier, expected: String) {
        #expect(modifier.className == expected)
    }

    @Test("tokens whose names differ only in punctuation get different classes")
    func noCollisions() {
        let names = ["a.b-c", "a.b_c", "a.b.c", "a.bC", "a.b c", "a.b__c"].map {
            LayoutModifier(.gap, .token(Self.path($0))).className!
        }
        #expect(Set(names).count == names.count)
    }

    @Test("a literal is named by a hash of its CSS; equal CSS, equal class")
    func literalClasses() throws {
        let twelve = LayoutModifier(.padding, .literal(.dimension(DimensionValue(value: 12, unit: "px"))))
        let again = LayoutModifier(.padding, .literal(.dimension(DimensionValue(value: 12, unit: "px"))))
        let other = LayoutModifier(.padding, .literal(.dimension(DimensionValue(value: 13, unit: "px"))))
        let name = try #require(twelve.className)
        #expect(name.hasPrefix("sb-padding--v") && name.count == "sb-padding--v".count + 12)
        #expect(again.className == name)
        #expect(other.className != name)
        #expect(LayoutModifier(.opacity, .literal(.raw(["not": "css"]))).className == nil)
    }

    @Test("a modifier adds its class to an element, keeping the classes it has")
    func addsClass() {
        let node = Node.button([.class("sb-button"), .type("button")], ["Save"])
            .padding(.token(Self.path("space.4"))).background(.token(Self.path("color.surface")))
        #expect(node.rendered() == #"<button class="sb-button sb-padding--space__4 sb-background--color__surface" type="button">Save</button>"#)
    }

    @Test("the same effect twice wraps the node, so each applies to its own box")
    func sameEffectWraps() {
        let node = Node.div([], ["x"]).padding(.token(Self.path("space.2"))).padding(.token(Self.path("space.4")))
        #expect(node.rendered() == #"<div class="sb-padding--space__4"><div class="sb-padding--space__2">x</div></div>"#)
        let inline = Node.span([], ["x"]).margin(.token(Self.path("space.1"))).margin(.token(Self.path("space.2")))
        #expect(inline.rendered() == #"<span class="sb-margin--space__2"><span class="sb-margin--space__1">x</span></span>"#)
    }

    @Test("text and fragments are wrapped in a span")
    func wrapsText() {
        #expect(Node.text("Hi <b>").foreground(.token(Self.path("color.text"))).rendered()
            == #"<span class="sb-foreground--color__text">Hi &lt;b&gt;</span>"#)
        #expect(Node.fragment(["a", "b"]).alignment("center").rendered() == #"<span class="sb-alignment--center">ab</span>"#)
    }

    @Test("a modifier without a CSS form changes nothing")
    func noOp() {
        let node = Node.div([], [])
        #expect(node.modified(by: LayoutModifier(.opacity, .literal(.raw(["a": 1])))) == node)
    }

    static let tokens = """
    {
      "space": {"$type": "dimension", "4": {"$value": {"value": 16, "unit": "px"}}},
      "color": {"$type": "color", "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}},
      "type": {"$type": "typography",
        "body": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400,
                            "letterSpacing": {"value": 0.5, "unit": "px"}, "lineHeight": 1.5}},
        "tight": {"$value": {"fontFamily": "Inter", "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 700, "lineHeight": 1.2}}},
      "lines": {"$type": "number", "two": {"$value": 2}}
    }
    """

    @Test("the stylesheet has one rule per class, referring to the tokens' variables")
    func stylesheet() throws {
        let set = try #require(Rules.build(Self.tokens, .tolerant).set)
        let modifiers = [
            LayoutModifier(.padding, .token(Self.path("space.4"))),
            LayoutModifier(.padding, .token(Self.path("space.4"))),
            LayoutModifier(.background, .token(Self.path("color.surface"))),
            LayoutModifier(.font, .token(Self.path("type.body"))),
            LayoutModifier(.font, .token(Self.path("type.tight"))),
            LayoutModifier(.lineLimit, .token(Self.path("lines.two"))),
            LayoutModifier(.size, .literal(.dimension(DimensionValue(value: 40, unit: "px")))),
            LayoutModifier(.alignment, .keyword("trailing")),
            LayoutModifier(.alignment, .keyword("sideways")),
            LayoutModifier(.gap, .token(Self.path("space.missing"))),
        ]
        let css = UtilityStylesheet.render(modifiers, variables: CSSVariableNames(set))
        let size = try #require(LayoutModifier(.size, .literal(.dimension(DimensionValue(value: 40, unit: "px")))).className)
        #expect(css == """
            .sb-alignment--trailing { text-align: end; justify-content: flex-end; }
            .sb-background--color__surface { background-color: var(--color-surface); }
            .sb-font--type__body { font: var(--type-body); letter-spacing: var(--type-body-letter-spacing); }
            .sb-font--type__tight { font: var(--type-tight); }
            .sb-line-limit--lines__two { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: var(--lines-two); overflow: hidden; }
            .sb-padding--space__4 { padding: var(--space-4); }
            .\(size) { width: 40px; height: 40px; }

            """)
    }

    @Test("layout lays out a node's children without a stylesheet of the component's own; an unknown keyword writes no rule")
    func layoutRules() throws {
        let set = try #require(Rules.build(Self.tokens, .tolerant).set)
        let modifiers = ["inline", "row", "wrap", "column", "grid"].map { LayoutModifier(.layout, .keyword($0)) }
        let css = UtilityStylesheet.render(modifiers, variables: CSSVariableNames(set))
        #expect(css == """
            .sb-layout--column { display: flex; flex-direction: column; list-style: none; }
            .sb-layout--inline { display: inline-flex; align-items: center; vertical-align: middle; }
            .sb-layout--row { display: flex; align-items: flex-start; list-style: none; }
            .sb-layout--wrap { display: flex; flex-wrap: wrap; align-items: center; list-style: none; }

            """)
        #expect(LayoutEffect(named: "layout") == .layout && LayoutEffect.layout.accepts == .keywords(["inline", "row", "wrap", "column"]))
    }

    @Test("the variables the stylesheet uses are the ones the CSS export declares")
    func matchesExport() throws {
        let set = try #require(Rules.build(Self.tokens, .tolerant).set)
        let export = try TokenExport.render(set.tokens, from: set, as: .css)
        let names = CSSVariableNames(set)
        for token in set.tokens {
            let reference = try #require(names.reference(to: token.path))
            let name = reference.value.dropFirst("var(".count).dropLast()
            #expect(export.contains("\(name): "), "\(name) is not declared by the export")
            if let spacing = reference.letterSpacing {
                #expect(export.contains("\(spacing.dropFirst("var(".count).dropLast()): "))
            }
        }
    }
}
