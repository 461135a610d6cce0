extension DataProvider where Store == [ContentSection], Item == any Displayable & Sendable {
    /// Content sections as a provider: one section per ``ContentSection``, its items in order.
    ///
    /// Items are not `Equatable` (any `Displayable` will do), so ``DataProvider/multiSection``
    /// does not apply; an item's index path is that of the first item showing the same content
    /// (the same texts, image and mask).
    public static var contentSections: DataProvider {
        DataProvider(
            numberOfSections: { sections in sections.count },
            numberOfItems: { sections, section in sections[section].items.count },
            item: { sections, path in sections[path.section].items[path.item] },
            indexPath: { sections, wanted in
                for (section, content) in sections.enumerated() {
                    if let position = content.items.firstIndex(where: { showsSameContent($0, wanted) }) {
                        return IndexPath(item: position, section: section)
                    }
                }
                return nil
            }
        )
    }
}

/// True when two items show the same: every text part, the image and the mask.
private func showsSameContent(_ a: any Displayable, _ b: any Displayable) -> Bool {
    a.primaryText == b.primaryText && a.secondaryText == b.secondaryText && a.tertiaryText == b.tertiaryText
        && a.quaternaryText == b.quaternaryText && a.image == b.image && a.imageMask == b.imageMask
}
