/// What a fragment may hold: elements, attributes, and which attributes carry URLs.
///
/// Names are lower-case. An attribute is allowed on an allowed element when it is global, listed
/// for that element, or (with ``allowsDataAndARIAAttributes``) a `data-…` or `aria-…` attribute.
/// A URL attribute holds one URL (not a list like `srcset`) and its scheme must be one of
/// ``allowedURLSchemes``.
public struct HTMLPolicy: Sendable {
    /// The allowed element names.
    public var elements: Set<String>
    /// The attributes allowed on every allowed element.
    public var globalAttributes: Set<String>
    /// The attributes allowed on one element beyond the global ones, by element name.
    public var elementAttributes: [String: Set<String>]
    /// The attributes whose value is a URL, checked for an allowed scheme where they are allowed.
    public var urlAttributes: Set<String>
    /// Whether `data-…` and `aria-…` attributes are allowed on every allowed element.
    public var allowsDataAndARIAAttributes: Bool
    /// The URL schemes allowed in URL attributes, lower-case without the colon; URLs without a
    /// scheme (paths, `#…`, `?…`) are always allowed, and `//…` never.
    public var allowedURLSchemes: Set<String>
    /// The URL attributes that may also hold a `data:` URL of a PNG, JPEG, GIF or WebP image
    /// (`src` of an image, say); none unless a policy says so.
    public var dataImageAttributes: Set<String>
    /// Whether an element the policy refuses keeps its content (its tags dropped, as if it were
    /// not there), unless it is one of ``contentDroppingElements``; otherwise every refused
    /// element is dropped with its content.
    public var keepsContentOfRefusedElements = false

    /// The elements whose content is never kept when they are refused: script and style, raw
    /// text, embedded and foreign content (`svg`, `math` and their animations), forms, and
    /// what belongs in a document's head.
    public static let contentDroppingElements: Set<String> = [
        "script", "style", "template", "iframe", "frame", "frameset", "object", "embed", "applet", "param", "svg", "math",
        "noscript", "noembed", "noframes", "xmp", "plaintext", "textarea", "select", "option", "form", "button", "input",
        "title", "head", "base", "meta", "link", "canvas",
    ]

    /// The schemes of ``allowedURLSchemes`` unless a policy says otherwise.
    public static let defaultURLSchemes: Set<String> = ["http", "https", "mailto", "tel"]

    /// Creates a policy from its lists.
    public init(
        elements: Set<String>,
        globalAttributes: Set<String>,
        elementAttributes: [String: Set<String>],
        urlAttributes: Set<String>,
        allowsDataAndARIAAttributes: Bool,
        allowedURLSchemes: Set<String> = defaultURLSchemes,
        dataImageAttributes: Set<String> = [],
        keepsContentOfRefusedElements: Bool = false
    ) {
        self.elements = elements
        self.globalAttributes = globalAttributes
        self.elementAttributes = elementAttributes
        self.urlAttributes = urlAttributes
        self.allowsDataAndARIAAttributes = allowsDataAndARIAAttributes
        self.allowedURLSchemes = allowedURLSchemes
        self.dataImageAttributes = dataImageAttributes
        self.keepsContentOfRefusedElements = keepsContentOfRefusedElements
    }

    /// Whether `attribute` is allowed on `element`; nothing is allowed on an element the policy refuses.
    public func allows(_ attribute: String, on element: String) -> Bool {
        guard elements.contains(element) else { return false }
        if globalAttributes.contains(attribute) { return true }
        if elementAttributes[element]?.contains(attribute) == true { return true }
        return allowsDataAndARIAAttributes && Self.isDataOrARIA(attribute)
    }

    /// Whether `name` is `data-…` or `aria-…` with something after the dash.
    private static func isDataOrARIA(_ name: String) -> Bool {
        for prefix in ["data-", "aria-"] where name.hasPrefix(prefix) {
            return name.utf8.count > prefix.utf8.count
        }
        return false
    }
}
