extension TokenValue {
    /// The value written out as CSS (`#4555e1`, `16px`, `600 14px/1.4 Inter`), as the CSS export
    /// writes it; nil when CSS cannot hold it.
    public var cssText: String? { CSSValueWriter().value(self)?.text }

    /// A typography value's letter spacing in CSS (`-0.25px`), which the `font` shorthand cannot hold.
    public var cssLetterSpacing: String? { CSSValueWriter().value(self)?.letterSpacing }
}
