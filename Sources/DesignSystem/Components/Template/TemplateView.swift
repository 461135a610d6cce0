/// What a template sees: the values of one render, as the names of the template contract.
///
/// At the top: the first item's parts (`primaryText` … `quaternaryText`, `image`), `component`,
/// `style`, `size`, `state`, `id` (a prefix unique to this render), `is` (`is.selected`,
/// `is.large`: true for the current state and size) and `sections`. Each section has `title`,
/// `index`, `number`, `id`, `first`, `last` and `items`; each item its parts, `index`, `number`,
/// `id`, `first` and `last`. An image has `url`, `alt` (the item's primary text), `mask` (`none`,
/// `circle` or `rounded`) and `radius` (pixels, for a rounded mask that gives one). A part with
/// no content is absent, so `{{#secondaryText}}…{{/secondaryText}}` shows only when it has some.
enum TemplateView {
    /// The names an item has.
    static let itemNames = ["primaryText", "secondaryText", "tertiaryText", "quaternaryText", "image"]
    /// The names an item or a section has besides its content.
    static let positionNames = ["index", "number", "id", "first", "last"]
    /// The names a section has.
    static let sectionNames = ["title", "items"] + positionNames
    /// The names at the top.
    static let topNames = ["component", "style", "size", "state", "id", "is", "sections"] + itemNames
    /// The names an image has.
    static let imageNames = ["url", "alt", "mask", "radius"]
    /// The names below `is`.
    static let flagNames = ComponentState.all.map(\.rawValue) + ComponentSize.all.map(\.rawValue)

    /// The view of `content` drawn in `styling` by the component `name`, whose renders are told apart by `idPrefix`.
    static func of(_ content: ComponentContent, styling: ComponentStyling, name: ComponentName, idPrefix: String) -> TemplateValue {
        var view: [String: TemplateValue] = [
            "component": .text(name.rawValue), "style": .text(styling.style.rawValue), "size": .text(styling.size.rawValue),
            "state": .text(styling.state.rawValue), "id": .text(idPrefix),
            "is": .object(TemplateObject([styling.state.rawValue: .flag(true), styling.size.rawValue: .flag(true)])),
        ]
        if let first = content.firstItem { view.merge(parts(of: first)) { current, _ in current } }
        let sections = content.sections
        view["sections"] = .list(sections.enumerated().map { position, section -> TemplateValue in
            let sectionID = idPrefix + "-s\(position)"
            var values = self.position(position, of: sections.count, id: sectionID)
            if let title = section.title, title.contains(where: { !$0.isWhitespace }) { values["title"] = .text(title) }
            values["items"] = .list(section.items.enumerated().map { index, item -> TemplateValue in
                .object(TemplateObject(parts(of: item).merging(self.position(index, of: section.items.count, id: sectionID + "-\(index)")) { part, _ in part }))
            })
            return .object(TemplateObject(values))
        })
        return .object(TemplateObject(view))
    }

    /// The parts of an item with content, by name; a part without is ``TemplateValue/absent``, so
    /// that inside `{{#items}}` a name does not climb to the same name further out (the first item's, at the top).
    static func parts(of item: any Displayable) -> [String: TemplateValue] {
        var values: [String: TemplateValue] = [:]
        for part in DisplayPart.allCases {
            values[part.rawValue] = .absent
        }
        for part in DisplayPart.allCases where part != .image {
            if let text = item.text(of: part) { values[part.rawValue] = .text(text) }
        }
        if let source = item.image {
            var image: [String: TemplateValue] = ["url": .text(source.url), "alt": .text(item.text(of: .primaryText) ?? "")]
            switch item.imageMask {
            case .none: image["mask"] = .text("none")
            case .circle: image["mask"] = .text("circle")
            case .rounded(let radius):
                image["mask"] = .text("rounded")
                if let radius, radius.isFinite { image["radius"] = .text(CompactNumber.format(radius)) }
            }
            values["image"] = .object(TemplateObject(image))
        }
        return values
    }

    /// The position names of element `index` of `count`, with its `id`.
    private static func position(_ index: Int, of count: Int, id: String) -> [String: TemplateValue] {
        ["index": .number(index), "number": .number(index + 1), "id": .text(id), "first": .flag(index == 0), "last": .flag(index == count - 1)]
    }
}
