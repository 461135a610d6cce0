/// A single-line text field, display only: a label (primary text), the field showing a value
/// (secondary text) or a placeholder (quaternary text), and help text (tertiary text).
///
/// `<div class="sb-text-field">` holding `label.sb-text-field__primary` (its `for` names the
/// field), `input.sb-text-field__field` (`type="text"`, `readonly`: a preview shows a value and
/// does not take one) and `p.sb-text-field__tertiary`, which the field references with
/// `aria-describedby` (ids as ``ComponentIDs`` makes them). Invalid adds `aria-invalid="true"`;
/// disabled adds `disabled`; hover and focused are drawn by the style. The field is always
/// rendered, even for an item with no text.
public enum TextField: Component {
    /// Its composable style.
    public typealias Style = TextFieldStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "text-field", title: "Text field",
        summary: "A labelled single-line field with a value or placeholder and help text.",
        parts: [.primaryText, .secondaryText, .tertiaryText, .quaternaryText],
        states: [.normal, .hover, .focused, .disabled, .invalid]
    )

    /// The text field of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        let markup = ComponentMarkup(name: about.name, styling: styling)
        let ids = ComponentIDs(about.name, styling: styling, content: content)
        let item = content.firstItem
        let fieldID = ids.id("field"), helpID = ids.id("help")
        let label = item.flatMap { markup.text(.primaryText, of: $0, "label", [.custom("for", fieldID)]) }
        let help = item.flatMap { markup.text(.tertiaryText, of: $0, "p", [.id(helpID)]) }

        var field: [Attribute] = [.id(fieldID), .type("text")]
        if let value = item?.text(of: .secondaryText) { field.append(.custom("value", value)) }
        if let placeholder = item?.text(of: .quaternaryText) { field.append(.custom("placeholder", placeholder)) }
        field.append(.boolean("readonly"))
        if help != nil { field.append(.aria("describedby", helpID)) }
        if styling.state == .invalid { field.append(.aria("invalid", "true")) }
        if styling.state == .disabled { field.append(.boolean("disabled")) }

        return markup.root("div", [], [label, markup.part(.field, "input", field, []), help].compactMap { $0 })
    }
}
