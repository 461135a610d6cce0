import Testing
@testable import DesignSystem
@testable import DesignTokens

struct NodeHelperTests {
    @Test(arguments: [
        (Node.html(children: "t"), "html"), (.head(children: "t"), "head"), (.body(children: "t"), "body"),
        (.header(children: "t"), "header"), (.nav(children: "t"), "nav"), (.main(children: "t"), "main"),
        (.footer(children: "t"), "footer"), (.section(children: "t"), "section"),
        (.article(children: "t"), "article"), (.aside(children: "t"), "aside"),
        (.h1(children: "t"), "h1"), (.h2(children: "t"), "h2"), (.h3(children: "t"), "h3"), (.h4(children: "t"), "h4"),
        (.div(children: "t"), "div"), (.p(children: "t"), "p"), (.a(children: "t"), "a"),
        (.span(children: "t"), "span"), (.code(children: "t"), "code"), (.pre(children: "t"), "pre"),
        (.strong(children: "t"), "strong"), (.em(children: "t"), "em"), (.small(children: "t"), "small"),
        (.ul(children: "t"), "ul"), (.ol(children: "t"), "ol"), (.li(children: "t"), "li"),
        (.dl(children: "t"), "dl"), (.dt(children: "t"), "dt"), (.dd(children: "t"), "dd"),
        (.table(children: "t"), "table"), (.thead(children: "t"), "thead"), (.tbody(children: "t"), "tbody"),
        (.tr(children: "t"), "tr"), (.th(children: "t"), "th"), (.td(children: "t"), "td"),
        (.form(children: "t"), "form"), (.label(children: "t"), "label"), (.button(children: "t"), "button"),
        (.select(children: "t"), "select"), (.option(children: "t"), "option"),
        (.figure(children: "t"), "figure"), (.figcaption(children: "t"), "figcaption"),
        (.iframe(children: "t"), "iframe"), (.title("t"), "title"),
    ])
    func containerHelpersUseTheirTagName(node: Node, tag: String) {
        #expect(node.rendered() == "<\(tag)>t</\(tag)>")
    }

    @Test(arguments: [
        (Node.meta(.name("a")), "meta"), (.link(.name("a")), "link"), (.br(.name("a")), "br"),
        (.hr(.name("a")), "hr"), (.img(.name("a")), "img"), (.input(.name("a")), "input"),
    ])
    func voidHelpersUseTheirTagName(node: Node, tag: String) {
        #expect(node.rendered() == "<\(tag) name=\"a\">")
    }

    @Test func arrayAndInlineFormsAreEqual() {
        #expect(Node.li([.class("item")], ["a", .em(children: "b")]) == .li(.class("item"), children: "a", .em(children: "b")))
        #expect(Node.img([.src("/a.png"), .alt("A")]) == .img(.src("/a.png"), .alt("A")))
        #expect(Node.section() == .section([], []))
    }

    @Test func helpersComposeIntoCompactHTML() {
        let rows = [("color.brand.500", "#3366ff"), ("space.2", "8px")].map { name, value in
            Node.tr([], [.td(children: .code(children: .text(name))), .td([.data("value", value)], [.text(value)])])
        }
        let table = Node.table(.class("tokens"), children: .thead(children: .tr(children: .th(children: "Token"))), .tbody([], rows))
        #expect(table.rendered() == """
            <table class="tokens"><thead><tr><th>Token</th></tr></thead><tbody>\
            <tr><td><code>color.brand.500</code></td><td data-value="#3366ff">#3366ff</td></tr>\
            <tr><td><code>space.2</code></td><td data-value="8px">8px</td></tr></tbody></table>
            """)
    }

    @Test func formControlsRenderBooleanAttributes() {
        let form = Node.form(
            .custom("action", "/preview"),
            children: .label(.custom("for", "size"), children: "Size"),
            .select(.id("size"), .name("size"), children: .option(.custom("value", "s"), .boolean("selected"), children: "Small")),
            .input(.type("checkbox"), .boolean("checked")),
            .button(.type("submit"), .boolean("disabled"), children: "Go")
        )
        #expect(form.rendered() == """
            <form action="/preview"><label for="size">Size</label><select id="size" name="size">\
            <option value="s" selected>Small</option></select><input type="checkbox" checked>\
            <button type="submit" disabled>Go</button></form>
            """)
    }
}
