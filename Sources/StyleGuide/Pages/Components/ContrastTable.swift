import DesignSystem

/// The chosen variant's contrast: each colour pair of the component measured (WCAG 2.x), with
/// its ratio and its verdicts for normal text (AA 4.5:1, AAA 7:1) and large text or graphics (3:1),
/// and the notes on pairs that could not be measured or were measured with an assumption. An
/// icon pair (1.4.11 non-text contrast) is judged in the graphics column only, at 3:1; the text
/// columns say it is not applicable.
enum ContrastTable {
    /// The results of `resolved`; a sentence when there are none.
    static func node(_ resolved: ResolvedStyle) -> Node {
        var nodes: [Node] = []
        if resolved.contrast.isEmpty {
            nodes.append(.p(children: "This variant sets no colour pair that can be measured."))
        } else {
            nodes.append(.div(.class("table-scroll"), .tabindex(0), .role("region"), .aria("label", "Contrast results"), children:
                .table(.class("data-table", "contrast-table"), children:
                    .thead(children: .tr(children:
                        .th(.custom("scope", "col"), children: "Foreground"), .th(.custom("scope", "col"), children: "Background"),
                        .th(.custom("scope", "col"), children: "Ratio"), .th(.custom("scope", "col"), children: "AA text"),
                        .th(.custom("scope", "col"), children: "AAA text"), .th(.custom("scope", "col"), children: "Large text, graphics"))),
                    .tbody([], resolved.contrast.map(row))
                )
            ))
        }
        if !resolved.notes.isEmpty {
            nodes.append(.ul([.class("notes")], resolved.notes.map { .li(children: .text($0)) }))
        }
        return .fragment(nodes)
    }

    private static func row(_ result: ContrastResult) -> Node {
        let icon = result.kind == .icon
        return .tr(children:
            .th(.custom("scope", "row"), children: .code(children: .text(result.foreground)),
                .span(.class("cell-note"), children: .text((icon ? "Icon · " : "") + result.foregroundColor.hexString))),
            .td(children: .code(children: .text(result.background)),
                .span(.class("cell-note"), children: .text(result.backgroundColor.hexString + (result.note.map { " — " + $0 } ?? "")))),
            .td(.class("ratio"), children: .text(NumberText.ratio(result.ratio))),
            .td(children: icon ? notApplicable : ContrastVerdict.mark(result.aa)),
            .td(children: icon ? notApplicable : ContrastVerdict.mark(result.aaa)),
            .td(children: ContrastVerdict.mark(icon ? result.passes : result.aaLarge))
        )
    }

    /// A text verdict's cell in an icon's row: icons are judged by 1.4.11 alone.
    private static let notApplicable = Node.element(
        "abbr", attributes: [.custom("title", "not applicable: an icon is judged by 1.4.11 non-text contrast, 3:1")],
        children: [.text("n/a")])
}
