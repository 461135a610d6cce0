/// One sample item as a sample file writes it: four levels of text, an image and its mask.
///
/// Texts are kept exactly as written (blank ones too); ``Displayable/text(of:)`` decides what
/// has content.
public struct SampleItem: Displayable, Sendable, Hashable {
    /// The most important text, as written.
    public var primaryText: String?
    /// Supporting text, as written.
    public var secondaryText: String?
    /// A third level of text, as written.
    public var tertiaryText: String?
    /// The least prominent text, as written.
    public var quaternaryText: String?
    /// The image, once its reference was accepted.
    public var image: ImageSource?
    /// How the image is masked.
    public var imageMask: ImageMask
    /// The image reference exactly as the sample file wrote it (`images/ada.svg`, `/assets/…`, `https://…`).
    public var imageReference: String?

    /// An item from its parts; the image reference defaults to the image's own path or URL.
    public init(primaryText: String? = nil, secondaryText: String? = nil, tertiaryText: String? = nil,
                quaternaryText: String? = nil, image: ImageSource? = nil, imageMask: ImageMask = .none,
                imageReference: String? = nil) {
        self.primaryText = primaryText
        self.secondaryText = secondaryText
        self.tertiaryText = tertiaryText
        self.quaternaryText = quaternaryText
        self.image = image
        self.imageMask = imageMask
        self.imageReference = imageReference ?? image.map(\.reference)
    }

    /// Whether any part has content: a text that is not blank, or an image.
    public var showsAnything: Bool { DisplayPart.allCases.contains(where: hasContent) }
}

extension ImageSource {
    /// The path below `Public/` or the URL, as a sample file could write it.
    var reference: String {
        switch self {
        case .asset(let path): path
        case .remote(let url): url
        }
    }
}
