import DesignSystem
import MicroHTTP

/// What makes a page a Storybook preview frame (`/iframe.html`): the frame script, told which entry it shows.
///
/// Storybook's manager covers a ref's frame with a loader until the frame's window posts
/// `currentStoryWasSet` on its channel (`manager-api/modules/stories.ts` marks the ref
/// `previewInitialized`), and moves between entries of one ref by posting `setCurrentStory` to
/// the frame rather than loading a new URL (`FramesRenderer.tsx` keeps the frame's `src`).
/// `storybook-frame.js`, one of the guide's own assets (no inline script: the
/// Content-Security-Policy forbids it), does both; see the storybook manual page.
struct StorybookFrame: Sendable, Hashable {
    /// The entry shown; nil for the frame's root, which shows none.
    let entryID: String?
    /// `story` or `docs`.
    let viewMode: String

    /// The frame script, as the last element of the page's body.
    var tail: [Node] {
        var attributes: [Attribute] = [.src(GuideAssets.url("js/storybook-frame.js")), .boolean("defer"), .data("view-mode", viewMode)]
        if let entryID { attributes.append(.data("storybook-id", entryID)) }
        return [.element("script", attributes: attributes, children: [])]
    }

    /// The server's policy (``SecurityPolicy/strict``) but for `frame-ancestors`, which lets the
    /// origins of `corsOrigins` (any with `*`) frame the page, as a Storybook composing this one does.
    static func contentSecurityPolicy(allowing origins: [String]) -> String {
        let ancestors = origins.contains("*") ? "*" : (["'self'"] + origins).joined(separator: " ")
        let strict = SecurityPolicy.strict.contentSecurityPolicy
        let kept = strict.split(separator: ";").map { String($0.drop(while: { $0 == " " })) }.filter { !$0.hasPrefix("frame-ancestors") }
        return (kept + ["frame-ancestors \(ancestors)"]).joined(separator: "; ")
    }
}
