/// The built-in components, as the guide lists them and the API names them.
public enum ComponentCatalog {
    /// Every built-in component: text first, then controls, then content and lists.
    public static let builtIn: [CatalogEntry] = [
        CatalogEntry(Label.self),
        CatalogEntry(Badge.self),
        CatalogEntry(Button.self),
        CatalogEntry(CheckBox.self),
        CatalogEntry(Toggle.self),
        CatalogEntry(TextField.self),
        CatalogEntry(Avatar.self),
        CatalogEntry(Row.self),
        CatalogEntry(ListSection.self),
        CatalogEntry(Card.self),
        CatalogEntry(Header.self),
    ]

    /// The built-in component with this name, or nil.
    public static func entry(named name: ComponentName) -> CatalogEntry? {
        builtIn.first { $0.about.name == name }
    }
}
