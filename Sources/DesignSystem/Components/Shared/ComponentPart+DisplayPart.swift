extension ComponentPart {
    /// The component part an item's part is drawn as: `.primaryText` for `.primaryText`, and so on.
    public init(_ part: DisplayPart) {
        self = switch part {
        case .primaryText: .primaryText
        case .secondaryText: .secondaryText
        case .tertiaryText: .tertiaryText
        case .quaternaryText: .quaternaryText
        case .image: .image
        }
    }
}
