/// Marks up what a template wrote the way built-in components are marked up.
///
/// - The root (the template's one element; several are wrapped in a `div`, or a `span` when
///   all are phrasing content) gets `sb-<name>`, `data-style`, `data-size`, `data-state` and the
///   root's modifiers; classes the template wrote stay after them.
/// - An element with `data-part="<part>"` gets `sb-<name>__<part>` and the part's modifiers; the
///   `data-part` attribute goes.
/// - `data-part="image"` on an `img` whose `src` is an item's image: masked as that item says.
///   On any other element with `data-src` naming an item's image: that image as an icon in the
///   foreground colour (a file of the Public folder), or an `img` for an `https:` image.
struct TemplateMarkup {
    let markup: ComponentMarkup
    /// Each item's image and mask, by the address a template writes (`{{image.url}}`).
    let images: [String: (source: ImageSource, mask: ImageMask)]

    init(markup: ComponentMarkup, content: ComponentContent) {
        self.markup = markup
        var images: [String: (source: ImageSource, mask: ImageMask)] = [:]
        for item in content.sections.flatMap(\.items) {
            if let source = item.image, images[source.url] == nil { images[source.url] = (source, item.imageMask) }
        }
        self.images = images
    }

    /// The component's root from the nodes the template's HTML was read into; empty when they show nothing.
    func root(of nodes: [Node]) -> Node {
        let shown = nodes.map(decorate).filter { node in
            if case .text(let text) = node { return text.contains { !$0.isWhitespace } }
            return true
        }
        guard !shown.isEmpty else { return .empty }
        if shown.count == 1, case .element(let tag, let attributes, let children) = shown[0] {
            return rootElement(tag, attributes, children)
        }
        let phrasing = shown.allSatisfy { node in
            if case .element(let tag, _, _) = node { return Node.phrasingElements.contains(tag) }
            return true
        }
        return rootElement(phrasing ? "span" : "div", [], shown)
    }

    private func rootElement(_ tag: String, _ attributes: [Attribute], _ children: [Node]) -> Node {
        let variantAttributes: Set<String> = ["class", "data-style", "data-size", "data-state", "data-part"]
        return markup.root(tag, classes: classes(in: attributes), attributes.filter { !variantAttributes.contains($0.name) }, children)
    }

    /// The node with every part below it marked up.
    private func decorate(_ node: Node) -> Node {
        guard case .element(let tag, let attributes, let written) = node else { return node }
        let children = written.map(decorate)
        guard let partName = attributes.first(where: { $0.name == "data-part" })?.value, StyleName.isValid(partName) else {
            return .element(tag, attributes: attributes.filter { $0.name != "data-part" }, children: children)
        }
        let part = ComponentPart(partName)
        let others = attributes.filter { $0.name != "data-part" && $0.name != "class" }
        let extra = classes(in: attributes)
        guard part == .image else { return markup.part(part, tag, classes: extra, others, children) }
        return image(tag, others: others, classes: extra, children: children)
    }

    /// An element marked as the image part: a masked picture, or an icon.
    private func image(_ tag: String, others: [Attribute], classes extra: [String], children: [Node]) -> Node {
        let styleModifiers = markup.styling.modifiers(for: .image)
        if tag == "img" {
            let found = others.first { $0.name == "src" }?.value.flatMap { images[$0] }
            let mask = found?.mask ?? ImageMask.none
            let attributes = others.contains { $0.name == "alt" } ? others : others + [.alt("")]
            return markup.part(.image, "img", classes: mask.structuralClasses + extra, attributes,
                               modifiers: found == nil ? styleModifiers : mask.applied(to: styleModifiers), [])
        }
        let rest = others.filter { $0.name != "data-src" }
        guard let address = others.first(where: { $0.name == "data-src" })?.value, let (source, mask) = images[address] else {
            return markup.part(.image, tag, classes: extra, rest, children)
        }
        guard let iconMask = source.iconMask else {
            return markup.part(.image, "img", classes: mask.structuralClasses + extra, [.src(source.url), .alt("")],
                               modifiers: mask.applied(to: styleModifiers), [])
        }
        let named = rest.contains { $0.name == "aria-label" || $0.name == "aria-labelledby" }
        let semantics: [Attribute] = named || rest.contains { $0.name == "aria-hidden" } ? [] : [.aria("hidden", "true")]
        return markup.part(.image, tag, classes: [ImageSource.iconClass] + mask.structuralClasses + extra, rest + semantics,
                           modifiers: mask.applied(to: styleModifiers) + [iconMask], children)
    }

    private func classes(in attributes: [Attribute]) -> [String] { Node.classes(in: attributes).map(String.init) }
}
