import Testing
@testable import DesignSystem
@testable import DesignTokens

struct AttributeTests {
    @Test(arguments: [
        (["a", "b"], "a b"),
        (["", "a", "", "b", ""], "a b"),
        (["a", "  ", "b"], "a b"),
        (["only"], "only"),
        ([""], ""),
        ([], ""),
    ])
    func classJoinsNonEmptyNames(names: [String], expected: String) {
        #expect(Attribute.class(names) == Attribute(name: "class", value: expected))
        #expect(Node.div([.class(names)], []).rendered() == "<div class=\"\(expected)\"></div>")
    }

    @Test func variadicClassMatchesArrayClass() {
        #expect(Attribute.class("card", "", "card--selected") == .class(["card", "card--selected"]))
        #expect(Attribute.class("card").value == "card")
    }

    @Test(arguments: [
        (Attribute.id("x"), Attribute(name: "id", value: "x")),
        (.href("/tokens"), Attribute(name: "href", value: "/tokens")),
        (.src("/a.png"), Attribute(name: "src", value: "/a.png")),
        (.alt("Logo"), Attribute(name: "alt", value: "Logo")),
        (.title("Tip"), Attribute(name: "title", value: "Tip")),
        (.rel("stylesheet"), Attribute(name: "rel", value: "stylesheet")),
        (.type("button"), Attribute(name: "type", value: "button")),
        (.name("theme"), Attribute(name: "name", value: "theme")),
        (.content("width=device-width"), Attribute(name: "content", value: "width=device-width")),
        (.lang("fr"), Attribute(name: "lang", value: "fr")),
        (.charset("utf-8"), Attribute(name: "charset", value: "utf-8")),
        (.role("list"), Attribute(name: "role", value: "list")),
        (.aria("hidden", "true"), Attribute(name: "aria-hidden", value: "true")),
        (.data("token", "color.brand.500"), Attribute(name: "data-token", value: "color.brand.500")),
        (.boolean("hidden"), Attribute(name: "hidden", value: nil)),
        (.custom("x-y", "z"), Attribute(name: "x-y", value: "z")),
        (.tabindex(-1), Attribute(name: "tabindex", value: "-1")),
        (.loading("lazy"), Attribute(name: "loading", value: "lazy")),
        (.width(320), Attribute(name: "width", value: "320")),
        (.height(0), Attribute(name: "height", value: "0")),
        (.style("color: red"), Attribute(name: "style", value: "color: red")),
    ])
    func helpersBuildNamedAttributes(helper: Attribute, expected: Attribute) {
        #expect(helper == expected)
    }
}
