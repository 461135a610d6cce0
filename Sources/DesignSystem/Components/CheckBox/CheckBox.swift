/// A checkbox, display only: a box with a check mark, a label (primary text) and a hint
/// (secondary text).
///
/// The root is the control: `<div class="sb-checkbox" role="checkbox" aria-checked="…">`, named
/// by its label through `aria-labelledby` and described by its hint through `aria-describedby`
/// (ids as ``ComponentIDs`` makes them). A role rather than a real `<input>`: a preview shows a
/// state and must not change when clicked, so the control is neither focusable nor operable.
/// Selected is `aria-checked="true"`; disabled adds `aria-disabled="true"`; hover and focused
/// are drawn by the style. The box (`span.sb-checkbox__box`) holds the mark, an inline SVG
/// (`svg.sb-checkbox__mark`, `aria-hidden`) filled with `currentColor`, which the structural CSS
/// hides unless checked. No label and no hint: nothing is rendered (a control needs a name).
public enum CheckBox: Component {
    /// Its composable style.
    public typealias Style = CheckBoxStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "checkbox", title: "Checkbox",
        summary: "A choice that is on or off, with a label and an optional hint.",
        parts: [.primaryText, .secondaryText],
        states: [.normal, .hover, .focused, .disabled, .selected]
    )

    /// The checkbox of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        ControlText.control(about.name, role: "checkbox", descriptionRole: "hint", content: content, styling: styling) { markup in
            markup.part(.box, "span", [], [checkMark(markup)])
        }
    }

    /// The check mark: a tick in a 16-unit square, scaled to the box by the structural CSS and
    /// filled with the mark part's colour.
    static func checkMark(_ markup: ComponentMarkup) -> Node {
        let tick = Node.element("path", attributes: [
            .custom("d", "M6.5 12.2 2.3 8l1.4-1.4 2.8 2.8 5.8-5.8 1.4 1.4z"),
            .custom("fill", "currentColor"),
        ], children: [])
        return markup.part(.mark, "svg", [
            .custom("viewBox", "0 0 16 16"), .aria("hidden", "true"), .custom("focusable", "false"),
        ], [tick])
    }
}
