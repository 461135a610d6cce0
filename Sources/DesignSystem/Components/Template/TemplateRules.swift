/// The rules a template component's files can break.
extension Diagnostic.Rule {
    /// `component.json` is missing, or `template.html` is.
    public static let missingComponentFile = Diagnostic.Rule("missing-component-file")
    /// A template component takes the name of a compiled one.
    public static let componentNameClash = Diagnostic.Rule("component-name-clash")
    /// A component folder's name is not a component name.
    public static let invalidComponentName = Diagnostic.Rule("invalid-component-name")
    /// The template is not valid Mustache.
    public static let templateSyntax = Diagnostic.Rule("template-syntax")
    /// A Mustache tag that writes without escaping (`{{{ }}}`, `{{& }}`), or one that changes how tags or escaping work.
    public static let unescapedOutput = Diagnostic.Rule("unescaped-output")
    /// A Mustache tag a template may not use (partials, blocks, pragmas, delimiters).
    public static let templateTag = Diagnostic.Rule("template-tag")
    /// A name the template reads that nothing gives it (most often a typo).
    public static let unknownTemplateName = Diagnostic.Rule("unknown-template-name")
    /// A value written where escaping cannot protect it (a tag or attribute name, an unquoted value, the start of a
    /// URL), or markup a section or a comment decides (a quote, `<`, `=`, a name, a URL's start).
    public static let unsafeValuePosition = Diagnostic.Rule("unsafe-value-position")
    /// The template does not have one root element.
    public static let templateRoot = Diagnostic.Rule("template-root")
    /// A `data-part` that is not a part name, or a part a property styles that the template never marks.
    public static let templatePart = Diagnostic.Rule("template-part")
}
