import DesignSystem

/// The variant a component page shows in detail, with the links and titles of its variants:
/// what the page's `style`, `size`, `state` and `sample` parameters chose.
struct ComponentVariant {
    let entry: CatalogEntry
    let document: StyleDocument
    let style: StyleName
    let size: ComponentSize
    let state: ComponentState
    /// The sample set shown, if the Config has any.
    let sample: String?
    /// The sample shown when none is asked for.
    let defaultSample: String?

    /// The component's name.
    var name: ComponentName { entry.about.name }

    /// The same component and sample in another style, size and state.
    func with(style: StyleName? = nil, size: ComponentSize? = nil, state: ComponentState? = nil) -> ComponentVariant {
        ComponentVariant(entry: entry, document: document, style: style ?? self.style, size: size ?? self.size,
                         state: state ?? self.state, sample: sample, defaultSample: defaultSample)
    }

    /// The page's deep link to this variant: `/components/button?style=primary&size=small&state=normal#preview`
    /// (with `sample=` when it is not the default).
    var link: String {
        var parts = ["style=" + PercentEncoding.encode(style.rawValue), "size=" + PercentEncoding.encode(size.rawValue),
                     "state=" + PercentEncoding.encode(state.rawValue)]
        if let sample, sample != defaultSample { parts.append("sample=" + PercentEncoding.encode(sample)) }
        return GuideLinks.component(name) + "?" + parts.joined(separator: "&") + "#preview"
    }

    /// The isolated preview's URL (without the theme).
    var previewURL: String { PreviewLinks.preview(name, style: style, size: size, state: state, sample: sample) }

    /// `/api/styles/button/primary?size=medium&state=normal`: the style lookup (without the modifiers).
    var lookupURL: String {
        "/api/styles/\(PercentEncoding.encode(name.rawValue))/\(PercentEncoding.encode(style.rawValue))?size="
            + PercentEncoding.encode(size.rawValue) + "&state=" + PercentEncoding.encode(state.rawValue)
    }

    /// `Button, primary style, medium size, normal state`: a frame's title.
    var title: String { "\(entry.about.title), \(style) style, \(size) size, \(state) state" }
}
