/// Removes what has no place in a documentation page from HTML written by the Config's authors
/// (markdown may hold raw HTML): scripts, styles, frames, embedded objects, forms, event
/// handlers, inline styles and `javascript:`/`vbscript:`/non-image `data:` URLs.
///
/// A second line of defence: the Content-Security-Policy already forbids inline script, and the
/// Config is written by the team that serves it. What remains is ordinary markup.
enum HTMLSanitizer {
    /// `html` without the dangerous parts.
    static func sanitize(_ html: String) -> String {
        var text = html
        text.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/.ignoresCase(), with: "")
        text.replace(/<\/?(script|style|iframe|frame|frameset|object|embed|applet|link|meta|base|form|input|button|textarea|select|option)\b[^>]*>/.ignoresCase(), with: "")
        text.replace(/\s(on[a-z]+|style|formaction|srcdoc)\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/.ignoresCase(), with: "")
        let unsafeURL = /\s(href|src|xlink:href|action|poster|background)\s*=\s*(?:"\s*(?:javascript|vbscript|data(?!:image\/(?:png|gif|jpeg|webp)))\s*:[^"]*"|'\s*(?:javascript|vbscript|data(?!:image\/(?:png|gif|jpeg|webp)))\s*:[^']*'|(?:javascript|vbscript|data(?!:image\/(?:png|gif|jpeg|webp)))\s*:[^\s>]*)/
        text.replace(unsafeURL.ignoresCase()) { match in " \(match.output.1)=\"#\"" }
        return text
    }

    /// The text of `html`: tags removed, the five escapes decoded, runs of whitespace made one space.
    static func plainText(_ html: String) -> String {
        var text = html
        text.replace(/<\/?(p|h[1-6]|li|ul|ol|br|div|pre|tr|td|th|table|blockquote|hr|dt|dd|dl|section|figure|figcaption)\b[^>]*>/.ignoresCase(), with: " ")
        text.replace(/<[^>]*>/, with: "")
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            text = text.replacing(entity, with: character)
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
