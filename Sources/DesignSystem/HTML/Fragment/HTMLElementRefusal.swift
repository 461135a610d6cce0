/// The message for an element a policy refuses, saying why when the reason is known.
enum HTMLElementRefusal {
    /// Why `<name>` is not allowed, and that it was dropped with its content.
    static func message(for name: String, policy: HTMLPolicy) -> String {
        let dropped = "it was dropped with its content"
        switch name {
        case "script":
            return "<script> is not allowed: the page's Content-Security-Policy forbids inline script, "
                + "and a component is markup styled by tokens; \(dropped)"
        case "style":
            return "<style> is not allowed: styles come from tokens through the component's style file; \(dropped)"
        case "iframe", "frame", "frameset", "object", "embed", "applet":
            return "<\(name)> is not allowed: embedded content has no place in a component; \(dropped)"
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
