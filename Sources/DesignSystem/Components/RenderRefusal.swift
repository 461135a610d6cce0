/// Why a component's render was stopped before it finished: a template component's render would
/// have passed one of its ``TemplateLimits``.
public struct RenderRefusal: Error, Sendable, Equatable {
    /// The component.
    public let component: ComponentName
    /// The file to change (its `template.html`), as the user named it.
    public let file: String
    /// What happened, the limit and the setting that raises it.
    public let message: String

    /// A refusal.
    public init(component: ComponentName, file: String, message: String) {
        self.component = component
        self.file = file
        self.message = message
    }

    /// The refusal in place of the component on a page: a short notice, with the message.
    public var notice: Node {
        .p([.class("sb-render-refused"), .role("alert")], [.text(message)])
    }
}
