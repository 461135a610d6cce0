/// Every context of one modifier as a Kotlin file for Jetpack Compose: an abstract class named
/// after the modifier holding the default context's values, and one object per context that
/// overrides what differs.
///
/// ```kotlin
/// object DesignTokens {
///     abstract class Theme {
///         open val ColorBackground: Color = Color(0xFFFFFFFF)
///     }
///     object Light : Theme()
///     object Dark : Theme() {
///         override val ColorBackground: Color = Color(0xFF101014)
///     }
///     val current: Theme
///         @Composable @ReadOnlyComposable
///         get() = if (isSystemInDarkTheme()) Dark else Light
/// }
/// ```
///
/// The class and the objects are named `name/pascal` (`theme` → `Theme`, `high-contrast` →
/// `HighContrast`). `current`, which follows the system's dark theme setting, is written when the
/// modifier's contexts are a light/dark pair (``ContextVariants/colorScheme``). A token the default
/// context lacks is nullable (`Color?`), `null` where a context lacks it; a context that lacks a
/// token the default has keeps the default's value, named in a comment. A token whose Kotlin
/// type differs between contexts cannot be one property: that is a
/// ``TokenExportError/Code/contextsNotSupported`` naming it.
enum ComposeContextsExport {
    /// The source file.
    static func render(_ variants: ContextVariants, options: TokenExportOptions) throws(TokenExportError) -> String {
        let count = variants.variants.count
        var inText: Set<TokenPath> = []
        for index in 0..<count { inText.formUnion(ComposeExport.textMeasures(in: variants.tokens(at: index))) }
        // Every token of some context, in order of first appearance, and its value in each context that writes it.
        var order: [ResolvedToken] = []
        var values: [TokenPath: [Int: ComposeLiteral]] = [:]
        var unwritable: [[TokenPath]] = Array(repeating: [], count: count)
        for index in 0..<count {
            for token in index == 0 ? variants.baseTokens : variants.differences(at: index) {
                if values[token.path] == nil {
                    order.append(token)
                    values[token.path] = [:]
                }
                if let literal = ComposeLiteral(token.value, inText: inText.contains(token.path)) {
                    values[token.path]?[index] = literal
                } else {
                    unwritable[index].append(token.path)
                }
            }
        }
        let written = order.filter { values[$0.path]?.isEmpty == false }
        let left = order.filter { values[$0.path]?.isEmpty != false }
        var types: [TokenPath: String] = [:]
        for token in written {
            let literals = values[token.path] ?? [:]
            let kinds = Set(literals.values.map(\.type))
            guard kinds.count == 1, let type = kinds.first else {
                let described = literals.sorted { $0.key < $1.key }.map { "a \($0.value.type) in \(variants.variants[$0.key].context)" }
                throw TokenExportError(.contextsNotSupported, "\(token.path) is \(described.joined(separator: " and ")); "
                    + "a Kotlin property has one type: give it one type in every context of '\(variants.modifier)'")
            }
            types[token.path] = literals[0] == nil ? type + "?" : type
        }
        let names = try ComposeExport.names(of: written, options: options)
        let className = KotlinText.name(ExportNames.identifier(TokenNaming.pascal(TokenPath([variants.modifier]))))
        let objects = try ContextIdentifiers(variants, style: TokenNaming.pascal, reserved: KotlinText.keywords, others: [
            (className, "the class of the tokens of one context of '\(variants.modifier)'"),
            (options.typeName, "the object holding every context (name=)"), ("current", "the property current"),
        ], format: "Kotlin").contexts.map(KotlinText.name)

        var imports = written.reduce(into: Set<String>()) { set, token in
            for literal in (values[token.path] ?? [:]).values { set.formUnion(literal.imports) }
        }
        let base = variants.base.context
        var body = [KotlinText.docComment("The tokens of one context of \(variants.modifier): those of \(base), the default, "
                                          + "unless the context overrides them."), "abstract class \(className) {"]
        body += ComposeExport.notes(left: left, literals: order.flatMap { (values[$0.path] ?? [:]).sorted { $0.key < $1.key }.map(\.value) })
            .map { "    " + $0 }
        for (token, name) in zip(written, names) {
            body += ComposeExport.declaration(of: token, named: name, as: values[token.path]?[0], type: types[token.path] ?? "",
                                              modifier: "open").map { "    " + $0 }
        }
        body.append("}")
        for (index, variant) in variants.variants.enumerated() {
            let header = "object \(objects[index]) : \(className)()"
            body += ["", KotlinText.docComment("\(variants.modifier)=\(variant.context)" + (index == 0 ? ", the default." : "."))]
            guard index > 0 else {
                body.append(header)
                continue
            }
            let lacking = variants.missing(at: index) + unwritable[index].filter { types[$0] != nil }
            var members: [String] = []
            if !lacking.isEmpty {
                members.append(KotlinText.lineComment("\(base)'s values stay for what \(variant.context) lacks: "
                    + lacking.map(\.description).joined(separator: ", ")))
            }
            for (token, name) in zip(written, names) {
                guard let literal = values[token.path]?[index] else { continue }
                members += ComposeExport.declaration(of: token, named: name, as: literal, type: types[token.path] ?? "",
                                                     modifier: "override", documented: false)
            }
            body += members.isEmpty ? [header] : [header + " {"] + members.map { "    " + $0 } + ["}"]
        }
        if let scheme = variants.colorScheme, let light = variants.variants.firstIndex(where: { $0.context == scheme.light }),
           let dark = variants.variants.firstIndex(where: { $0.context == scheme.dark }) {
            imports.formUnion(["androidx.compose.foundation.isSystemInDarkTheme", "androidx.compose.runtime.Composable",
                               "androidx.compose.runtime.ReadOnlyComposable"])
            body += ["", KotlinText.docComment("The context that follows the system setting: \(objects[dark]) in dark theme, "
                                               + "\(objects[light]) otherwise."),
                     "val current: \(className)", "    @Composable @ReadOnlyComposable",
                     "    get() = if (isSystemInDarkTheme()) \(objects[dark]) else \(objects[light])"]
        }
        var lines = ComposeExport.head(options: options, imports: imports)
        lines.append("object \(KotlinText.name(options.typeName)) {")
        lines += body.map { $0.isEmpty ? "" : "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
