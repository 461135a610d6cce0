/// The message for an element a policy refuses, saying why when the reason is known.
enum HTMLElementRefusal {
    /// Why `<name>` is not allowed, and that it was dropped with its content (or that only its
    /// tags were, when `keepsContent`).
    static func message(for name: String, policy: HTMLPolicy, keepsContent: Bool = false) -> String {
        let dropped = keepsContent ? "its tags were dropped and its content kept" : "it was dropped with its content"
        switch name {
        case "script":
            return "<script> is not allowed: the page's Content-Security-Policy forbids inline script; \(dropped)"
        case "style":
            return "<style> is not allowed: styles come from tokens, not from the markup; \(dropped)"
        case "iframe", "frame", "frameset", "object", "embed", "applet":
            return "<\(name)> is not allowed: embedded content from elsewhere could run anything; \(dropped)"
        default:
            var message = "<\(name)> is not an allowed element; \(dropped)"
            if name.unicodeScalars.count >= 3,
               let suggestion = Suggestion.closest(to: name, among: policy.elements.sorted()) {
                message += " (did you mean <\(suggestion)>?)"
            }
            return message
        }
    }
}
