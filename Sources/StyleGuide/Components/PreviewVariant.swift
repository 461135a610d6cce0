import DesignSystem
import MicroHTTP

/// One preview or style lookup a request asks for: component, style, size, state, sample and
/// permutation, each checked against what the Config has.
struct PreviewVariant: Hashable, Sendable {
    let component: ComponentName
    let style: StyleName
    let size: ComponentSize
    let state: ComponentState
    /// The sample set's name (previews only).
    let sample: String?
    /// The permutation's position in the token API's list.
    let permutation: Int
    /// True for `auto` (`?mode=auto`): the preview follows the system's colour scheme (`permutation` is then the light one).
    var automatic = false

    /// The query parameters previews read themselves (besides the modifiers').
    static let previewParameters = ["style", "size", "state", "sample"]
    /// The query parameters style lookups read themselves.
    static let lookupParameters = ["size", "state"]

    /// Reads the variant a request asks for; each parameter is optional, and a wrong one is a
    /// 400 listing the allowed values. `style` comes from the path for lookups.
    static func read(_ query: QueryItems, component: ComponentName, style pathStyle: String?, library: ComponentLibrary,
                     readsSample: Bool) throws(HTTPError) -> PreviewVariant {
        guard let entry = library.config.entry(named: component) else {
            let names = library.config.catalog.map(\.about.name.rawValue)
            let suggestion = Suggestion.closest(to: component.rawValue, among: names).map { " (did you mean '\($0)'?)" } ?? ""
            throw HTTPError(.notFound, "there is no component '\(component)'\(suggestion); components: " + names.joined(separator: ", "))
        }
        guard let document = library.config.styles[component] else {
            throw HTTPError(.notFound, "the \(entry.about.title) component has no styles file (styles/\(component).json), so it has no previews")
        }
        let own = readsSample ? previewParameters : lookupParameters
        for name in own where query.values(for: name).count > 1 {
            throw HTTPError(.badRequest, "query parameter '\(name)' is given more than once")
        }
        var query = query
        let automatic = readsSample && (library.colorScheme?.takeAuto(from: &query) ?? false)
        let permutation = try library.tokenAPI.permutationIndex(for: query, others: own)
        let styles = document.styleNames
        let styleText = pathStyle ?? query["style"]
        let style = try styleText.map { text throws(HTTPError) in
            guard let name = StyleName(text), styles.contains(name) else {
                throw HTTPError(readsSample ? .badRequest : .notFound, "'\(text)' is not a style of \(component); styles: "
                    + styles.map(\.rawValue).joined(separator: ", "))
            }
            return name
        } ?? (styles.contains(.primary) ? .primary : styles[0])
        let size = try pick(query["size"], "size", from: entry.about.sizes, named: ComponentSize.init(named:)) ?? entry.about.defaultSize
        let state = try pick(query["state"], "state", from: entry.about.states, named: ComponentState.init(named:)) ?? .normal
        var sample: String?
        if readsSample {
            sample = try pick(query["sample"], "sample", from: library.config.samples.map(\.name), named: { $0 })
                ?? library.config.defaultSample(for: component)?.name
        }
        return PreviewVariant(component: component, style: style, size: size, state: state, sample: sample,
                              permutation: permutation, automatic: automatic)
    }

    /// The same variant in the permutation at `index` (a tool reads the modifiers apart from the variant's own parameters).
    func `in`(permutation index: Int) -> PreviewVariant {
        PreviewVariant(component: component, style: style, size: size, state: state, sample: sample, permutation: index, automatic: automatic)
    }

    private static func pick<T: Equatable & CustomStringConvertible>(_ text: String?, _ parameter: String, from allowed: [T],
                                                                     named: (String) -> T?) throws(HTTPError) -> T? {
        guard let text else { return nil }
        guard let value = named(text), allowed.contains(value) else {
            throw HTTPError(.badRequest, "'\(text)' is not a \(parameter) here; allowed: "
                + (allowed.isEmpty ? "none" : allowed.map(\.description).joined(separator: ", ")))
        }
        return value
    }
}
