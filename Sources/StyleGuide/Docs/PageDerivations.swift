/// What a docs page's HTML gives that nothing at load needs: its plain text (for search and the
/// summary), its summary and, for a component's page, the body as that page embeds it. Each is
/// made on its first use, once, whichever thread asks first (see ``DocsLibrary/Page``): a load
/// renders and checks every page, and leaves these to the requests that read them.
final class PageDerivations: Sendable {
    /// The body as plain text.
    let text = OnceSlot<String>()
    /// The opening of the text after the title.
    let summary = OnceSlot<String>()
    /// The body without its title, its headings one level down.
    let embedded = OnceSlot<String>()

    /// Nothing made yet.
    init() {}
}
