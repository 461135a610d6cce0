/// The names a generated Swift file gives to types: its enum (``TokenExportOptions/typeName``,
/// `name=`) and the enum of each context, kept clear of Swift's keywords and of the types the file
/// refers to (a nested `Color` would hide SwiftUI's inside the enum).
enum SwiftNames {
    /// The types a generated file refers to by name, its own included.
    static let usedTypes: Set<String> = [
        "Color", "Font", "Gradient", "CGFloat", "TimeInterval", "Double", "String", "Bool", "Sendable", "Hashable",
        "UIColor", "NSColor", "UIColors", "NSColors", "CubicBezier", "StrokeStyleToken", "LineCap", "Border",
        "Transition", "Shadow", "Typography",
    ]

    /// Capitalised words Swift gives a meaning of their own, which cannot name a type.
    static let typeKeywords: Set<String> = ["Any", "Protocol", "Self", "Type"]

    /// `name` when it can name the file's enum; a ``TokenExportError/Code/typeNameNotUsable``
    /// saying why not otherwise.
    static func checkedTypeName(_ name: String) throws(TokenExportError) -> String {
        if SwiftExport.keywords.contains(name) || typeKeywords.contains(name) {
            throw TokenExportError(.typeNameNotUsable, "'\(name)' is a Swift keyword and cannot name the type of the Swift file; "
                + "choose another type name, such as \(TokenExportOptions.defaultTypeName)")
        }
        if usedTypes.contains(name) {
            throw TokenExportError(.typeNameNotUsable, "'\(name)' cannot name the type of the Swift file, which uses a type of that "
                + "name; choose another type name, such as \(TokenExportOptions.defaultTypeName)")
        }
        return name
    }

    /// The enum of each of `contexts` (of `modifier`): `name/pascal` (`high-contrast` →
    /// `HighContrast`), with `_` in front of a leading digit or of a type the file uses (`_Color`).
    /// Two contexts that would share an enum are a ``TokenExportError/Code/nameCollision`` naming both.
    static func contextTypes(_ contexts: [String], of modifier: String) throws(TokenExportError) -> [String] {
        var owners: [String: String] = [:]
        return try contexts.map { context throws(TokenExportError) in
            let name = ExportNames.identifier(TokenNaming.pascal(TokenPath([context])), reserved: usedTypes.union(typeKeywords))
            if let first = owners[name] {
                throw TokenExportError(.nameCollision, "the contexts '\(first)' and '\(context)' of '\(modifier)' both become the type "
                    + "'\(name)' in Swift; rename one of them (names are made of the context's letters and digits)")
            }
            owners[name] = context
            return name
        }
    }
}

extension TokenExportError.Code {
    /// The type name asked for (`name=`, `--name`) cannot name the format's type: it is a keyword,
    /// or a type the file itself uses.
    public static let typeNameNotUsable = TokenExportError.Code(rawValue: "type-name-not-usable")
}
