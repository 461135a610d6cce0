/// A state a component can be shown in: `normal`, `hover`, `pressed`, `focused`, `disabled`,
/// `selected`, `invalid`. Each component lists the states it has.
public struct ComponentState: Hashable, Sendable, CustomStringConvertible {
    /// The name.
    public let rawValue: String

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// The state with this name, or nil.
    public init?(named name: String) {
        guard let state = Self.all.first(where: { $0.rawValue == name }) else { return nil }
        self = state
    }

    /// The name.
    public var description: String { rawValue }

    /// At rest.
    public static let normal = ComponentState("normal")
    /// Under the pointer.
    public static let hover = ComponentState("hover")
    /// Being pressed.
    public static let pressed = ComponentState("pressed")
    /// Holding keyboard focus.
    public static let focused = ComponentState("focused")
    /// Not available.
    public static let disabled = ComponentState("disabled")
    /// Chosen: a checked box, a toggle that is on, a selected row.
    public static let selected = ComponentState("selected")
    /// Holding a value that is not accepted (a text field with an error).
    public static let invalid = ComponentState("invalid")
    /// Every state.
    public static let all: [ComponentState] = [.normal, .hover, .pressed, .focused, .disabled, .selected, .invalid]
}
