import DesignSystem

/// Every style in every size as framed previews, then the chosen style and size in each state;
/// each frame's caption is the variant's deep link, and the chosen one is marked.
struct VariantMatrix {
    let variant: ComponentVariant
    let context: GuideContext

    /// The matrix's section.
    func node() -> Node {
        let height = PreviewFrame.height(for: variant.entry)
        let styles = variant.document.styleNames.map { style in
            row(title: style.rawValue, id: "variants-\(style)", cells: variant.entry.about.sizes.map { size in
                let cell = variant.with(style: style, size: size, state: .normal)
                return frame(cell, title: "\(cell.entry.about.title), \(style) style, \(size) size, at rest", caption: size.rawValue, height: height)
            })
        }
        let states = variant.entry.about.states.map { state in
            let cell = variant.with(state: state)
            return frame(cell, title: cell.title, caption: state.rawValue, height: height)
        }
        return .section([.class("page-section"), .id("variants"), .aria("labelledby", "variants-title")], [
            .h2(.id("variants-title"), children: "Variants"),
            .p(.class("section-lead"), children: .text("Each style in each size, at rest. Select a caption to inspect that variant.")),
            .div(.class("variant-matrix"), children: .fragment(styles)),
            .h3(.id("states-title"), children: .text("States of \(variant.style) · \(variant.size)")),
            .ul([.class("variant-row__cells", "variant-states"), .aria("labelledby", "states-title")], states),
        ])
    }

    private func row(title: String, id: String, cells: [Node]) -> Node {
        .div(.class("variant-row"), children:
            .h3(.id(id), .class("variant-row__title"), children: .text(title)),
            .ul([.class("variant-row__cells"), .aria("labelledby", id)], cells)
        )
    }

    /// One cell; frames are titled apart (a style and size at rest here, in a state in the
    /// states row) since every frame on a page needs a title of its own.
    private func frame(_ cell: ComponentVariant, title: String, caption: String, height: PreviewFrame.Height) -> Node {
        let current = cell.style == variant.style && cell.size == variant.size && cell.state == variant.state
        return .li(children: PreviewFrame.node(src: context.withInputs(cell.previewURL), title: title,
                                               caption: .text(caption), link: cell.link, height: height, current: current))
    }
}
