/// The texts of a display-only control (a checkbox, a toggle) and the ARIA wiring that names the
/// control from them.
///
/// The primary text is the label (`id` `…-label`, referenced by `aria-labelledby`) and the
/// secondary text the description (`id` `…-<descriptionRole>`, referenced by
/// `aria-describedby`). Without a label, the description names the control instead; without
/// either, there is no name and no control (`init` fails).
struct ControlText {
    /// The text column (the text part), holding the label and the description that have content.
    let column: Node
    /// `aria-labelledby` and, when there is a separate description, `aria-describedby`.
    let attributes: [Attribute]

    /// The texts of `item` and their wiring; nil when the item has neither label nor description.
    init?(of item: any Displayable, markup: ComponentMarkup, ids: ComponentIDs, descriptionRole: String) {
        let labelID = ids.id("label"), descriptionID = ids.id(descriptionRole)
        let label = markup.text(.primaryText, of: item, "span", [.id(labelID)])
        let description = markup.text(.secondaryText, of: item, "span", [.id(descriptionID)])
        switch (label, description) {
        case (nil, nil): return nil
        case (_?, nil): attributes = [.aria("labelledby", labelID)]
        case (nil, _?): attributes = [.aria("labelledby", descriptionID)]
        case (_?, _?): attributes = [.aria("labelledby", labelID), .aria("describedby", descriptionID)]
        }
        column = markup.part(.text, "span", [], [label, description].compactMap { $0 })
    }
}

extension ControlText {
    /// A display-only on/off control (a checkbox, a switch): the root with `role`, checked when
    /// the state is selected and disabled when disabled, holding `indicator` (the box, the track)
    /// and the texts. Nothing when the first item has neither label nor description.
    static func control(_ name: ComponentName, role: String, descriptionRole: String, content: ComponentContent,
                        styling: ComponentStyling, indicator: (ComponentMarkup) -> Node) -> Node {
        let markup = ComponentMarkup(name: name, styling: styling)
        let ids = ComponentIDs(name, styling: styling, content: content)
        guard let item = content.firstItem,
              let text = ControlText(of: item, markup: markup, ids: ids, descriptionRole: descriptionRole) else { return .empty }
        var attributes: [Attribute] = [.role(role), .aria("checked", styling.state == .selected ? "true" : "false")]
        attributes += text.attributes
        if styling.state == .disabled { attributes.append(.aria("disabled", "true")) }
        return markup.root("div", attributes, [indicator(markup), text.column])
    }
}
