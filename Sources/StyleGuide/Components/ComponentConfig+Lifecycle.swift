import DesignSystem

extension ComponentConfig {
    /// A component's `status` and `owner`: each from its styles file, else from its `component.json` (a template component).
    func lifecycle(of name: ComponentName) -> Lifecycle {
        guard let entry = entry(named: name) else { return styles[name]?.lifecycle ?? Lifecycle() }
        return Self.lifecycle(of: entry, styles: styles[name])
    }

    /// The `status` and `owner` of `entry` styled by `styles`: each from the styles file, else from its `component.json`.
    static func lifecycle(of entry: CatalogEntry, styles: StyleDocument?) -> Lifecycle {
        (styles?.lifecycle ?? Lifecycle()).filled(from: entry.template?.definition.lifecycle ?? Lifecycle())
    }
}
