/// A switch, display only: a track with a thumb, a label (primary text) and a description
/// (secondary text).
///
/// The root is the control: `<div class="sb-toggle" role="switch" aria-checked="…">`, named by
/// its label through `aria-labelledby` and described by its description through
/// `aria-describedby` (ids as ``ComponentIDs`` makes them). Like ``CheckBox`` it shows a state and
/// is neither focusable nor operable. Selected (on) is `aria-checked="true"`, which the
/// structural CSS uses to move the thumb to the end of the track; disabled adds
/// `aria-disabled="true"`. The track (`span.sb-toggle__track`) holds the thumb
/// (`span.sb-toggle__thumb`). No label and no description: nothing is rendered.
public enum Toggle: Component {
    /// Its composable style.
    public typealias Style = ToggleStyle

    /// The catalog entry.
    public static let about = ComponentAbout(
        name: "toggle", title: "Toggle",
        summary: "A setting that is on or off, taking effect at once, with a label and a description.",
        parts: [.primaryText, .secondaryText],
        states: [.normal, .hover, .focused, .disabled, .selected]
    )

    /// The toggle of the content's first item.
    public static func render(_ content: ComponentContent, styling: ComponentStyling) -> Node {
        ControlText.control(about.name, role: "switch", descriptionRole: "description", content: content, styling: styling) { markup in
            markup.part(.track, "span", [], [markup.part(.thumb, "span", [], [])])
        }
    }
}
