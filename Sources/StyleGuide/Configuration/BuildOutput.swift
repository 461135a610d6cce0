import DesignSystem

/// One file (or Android folder pair) of `swatchbook build`: an element of `build.outputs` in
/// `swatchbook.json`, such as `{"format": "swift", "file": "ios/AcmeTokens.swift", "name": "AcmeTokens", "inputs": {"theme": "*"}}`.
public struct BuildOutput: Sendable, Equatable {
    /// The format it is written in.
    public var format: TokenExportFormat
    /// The file below the build folder; for Android with every context of a light/dark pair, the
    /// `res` folder that `values/` and `values-night/` are written into.
    public var file: String
    /// A context per modifier, or `*` for every context of one modifier in one file; the
    /// modifiers not named take the Config's `defaultInputs`, then the resolver's defaults.
    public var inputs: [String: String] = [:]
    /// The type (Swift), object (Compose) or collection (Figma) holding the tokens.
    public var typeName: String?
    /// The CSS selector the custom properties are declared under (CSS only).
    public var selector: String?
    /// False to keep references where the format can say them (see ``TokenExportOptions/resolveAliases``).
    public var resolveAliases = true
    /// Only tokens of this type.
    public var type: TokenType?
    /// Only tokens below this group.
    public var group: TokenPath?
    /// The TypeScript declarations of a `js` module, written with the same inputs and options.
    public var declarations: String?
    /// The output's position in `build.outputs`, for messages; nil for the outputs of the default build.
    public var index: Int?
    /// True (in the default build) to write a file per context where the format cannot hold
    /// every context in one; false (a `build` object's outputs) to refuse that.
    var splitsContexts = false

    /// An output of `format` into `file`.
    public init(format: TokenExportFormat, file: String, inputs: [String: String] = [:]) {
        self.format = format
        self.file = file
        self.inputs = inputs
    }

    /// The value of inputs that asks for every context of a modifier in one file.
    public static let allContexts = "*"

    /// The modifier whose every context is written in one file, if any.
    public var allContextsOf: String? { inputs.first { $0.value == Self.allContexts }?.key }

    /// True when ``file`` names a folder: Android resources of every context, `values/` and `values-night/` in it.
    public var fileIsFolder: Bool { format == .android && allContextsOf != nil }

    /// The most bytes of a CSS selector.
    static let longestSelector = 1024

    /// Reads one element of `outputs`; nil when it has no usable format or file.
    static func read(_ reader: inout ObjectReader, index: Int) -> BuildOutput? {
        let formatName = reader.string("format"), file = reader.string("file")
        if reader.value("format") == nil { reader.report(.missingMember, at: "format", "every output needs a format, such as \"css\"") }
        if reader.value("file") == nil { reader.report(.missingMember, at: "file", "every output needs a file below outDir, such as \"web/tokens.css\"") }
        var format: TokenExportFormat?
        if let formatName {
            format = TokenExportFormat(formatName)
            if format == nil {
                let names = TokenExportFormat.all.map(\.rawValue)
                let guess = Suggestion.closest(to: formatName, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                reader.report(.invalidValue, at: "format", "unknown format '\(formatName)'\(guess); formats: \(names.joined(separator: ", "))")
            }
        }
        if let file, let problem = BuildPath.problem(file) { reader.report(.invalidValue, at: "file", problem) }
        var inputs: [String: String] = [:]
        reader.object("inputs") { members in
            for key in members.keys {
                guard let value = members.string(key) else { continue }
                if value.isEmpty { members.report(.invalidValue, at: key, "must name a context of '\(key)', or \"*\" for every context") }
                if value == allContexts, let first = inputs.first(where: { $0.value == allContexts })?.key {
                    members.report(.invalidValue, at: key, "only one modifier may be \"*\" in one file; '\(first)' is already")
                }
                inputs[key] = value
            }
        }
        let typeName = reader.string("name"), selector = reader.string("selector"), declarations = reader.string("declarations")
        let resolveAliases = reader.boolean("resolveAliases"), typeText = reader.string("type"), groupText = reader.string("group")
        guard let format, let file, BuildPath.problem(file) == nil else { return nil }
        var output = BuildOutput(format: format, file: file, inputs: inputs)
        output.index = index
        output.resolveAliases = resolveAliases ?? true
        if let typeName {
            if !format.takesTypeName {
                let named = TokenExportFormat.all.filter(\.takesTypeName).map(\.rawValue)
                reader.report(.invalidValue, at: "name", "names what holds the tokens in the \(named.joined(separator: ", ")) formats; \(format) has none")
            } else if !TokenExportFormat.isTypeName(typeName) {
                reader.report(.invalidValue, at: "name", "must be a type name: a letter or _, then letters, digits or _, "
                    + "at most \(TokenExportFormat.typeNameLimit) characters; found '\(typeName)'")
            }
            output.typeName = typeName
        }
        if let selector {
            if format != .css {
                reader.report(.invalidValue, at: "selector", "is the rule of the css format's custom properties; \(format) has none")
            } else if selector.trimmingWhitespace().isEmpty || selector.utf8.count > longestSelector
                        || selector.contains(where: { "{};\n\r".contains($0) }) || selector.contains("/*") {
                reader.report(.invalidValue, at: "selector", "must be a CSS selector such as \":root\" or \".theme\" (at most "
                    + "\(longestSelector) bytes, no '{', '}', ';', comment or line break)")
            }
            output.selector = selector
        }
        if let typeText {
            if TokenType(typeText).isStandard { output.type = TokenType(typeText) } else {
                let names = TokenType.standard.map(\.rawValue)
                let guess = Suggestion.closest(to: typeText, among: names).map { " (did you mean '\($0)'?)" } ?? ""
                reader.report(.invalidValue, at: "type", "unknown token type '\(typeText)'\(guess); types: \(names.joined(separator: ", "))")
            }
        }
        if let groupText {
            if let group = TokenPath(dotted: groupText) { output.group = group } else {
                reader.report(.invalidValue, at: "group", "must be a group path such as \"color.brand\", found '\(groupText)'")
            }
        }
        if let declarations {
            if format != .js {
                reader.report(.invalidValue, at: "declarations", "names the TypeScript declarations of a js module; \(format) writes none "
                    + "(a dts output of its own writes them for any inputs)")
            } else if let problem = BuildPath.problem(declarations) {
                reader.report(.invalidValue, at: "declarations", problem)
            } else {
                output.declarations = declarations
            }
        }
        return output
    }
}
