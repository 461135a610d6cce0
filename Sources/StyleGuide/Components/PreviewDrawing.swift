import DesignSystem

/// What a preview's canvas depends on: the `<main>` that holds a component rendered with a sample
/// in a styling, with the preview settings' modifiers. A component is a pure function of its
/// content and its styling, so the previews of a variant in every permutation whose styling is
/// the same (the light, dark and `auto` previews of a style that binds tokens by their custom
/// properties) draw one canvas; only their stylesheets differ, and those are not in it.
struct PreviewDrawing: Hashable, Sendable {
    /// The component drawn.
    let component: ComponentName
    /// The sample set's name; nil for none.
    let sample: String?
    /// The style, size, state and modifiers it is drawn in.
    let styling: ComponentStyling
}

/// The canvases of the previews drawn so far for one Snapshot (or why the render stopped), by
/// what each depends on, each told to take the bytes of the document it was drawn for.
typealias PreviewCanvasCache = SizedCache<PreviewDrawing, Result<Node, RenderRefusal>>
