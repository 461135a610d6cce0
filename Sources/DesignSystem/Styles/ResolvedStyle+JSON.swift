/// Resolved styles as the styles API writes them.
extension ResolvedStyle {
    /// `{"component", "style", "size", "state", "properties": […], "contrast": […], "notes": […]}`.
    public var json: JSON {
        [
            "component": .string(component.rawValue),
            "style": .string(style.rawValue),
            "size": .string(size.rawValue),
            "state": .string(state.rawValue),
            "properties": .array(properties.map { $0.json(lookedUp: style) }),
            "contrast": .array(contrast.map(\.json)),
            "notes": .array(notes.map(JSON.string)),
        ]
    }
}

extension ResolvedProperty {
    /// `{"name", "part", "effect", "accepts", "token", "literal", "keyword", "value", "css",
    /// "letterSpacing", "declarations", "setIn", "from"}`; `from` names the style that set it
    /// when that is a style `style` extends, and is null otherwise.
    public func json(lookedUp style: StyleName) -> JSON {
        var token: JSON = nil, literal: JSON = nil, keyword: JSON = nil
        switch value {
        case .token(let path): token = .string(path.description)
        case .literal(_, let written): literal = written
        case .keyword(let word): keyword = .string(word)
        }
        return [
            "name": .string(property.name),
            "part": .string(property.part.name),
            "effect": .string(property.effect.name),
            "accepts": property.accepts.json,
            "token": token,
            "literal": literal,
            "keyword": keyword,
            "value": resolved?.json ?? keyword,
            "css": css.map(JSON.string) ?? nil,
            "letterSpacing": letterSpacing.map(JSON.string) ?? nil,
            "declarations": .array(declarations.map { .string($0.description) }),
            "setIn": .string(layer.kind.description),
            "from": layer.style == style ? nil : .string(layer.style.rawValue),
        ]
    }
}

extension ContrastResult {
    /// `{"foreground", "background", "kind", "criterion", "required", "passes", "foregroundColor",
    /// "backgroundColor", "ratio", "AA", "AALarge", "AAA", "AAALarge", "note"}`; colours as hex,
    /// the ratio to two decimals. An icon pair's `AA` is its 1.4.11 verdict (3:1), and its
    /// `AALarge`, `AAA` and `AAALarge` are null: non-text contrast has no large size and no AAA level.
    public var json: JSON {
        let text = kind == .text
        return [
            "foreground": .string(foreground),
            "background": .string(background),
            "kind": .string(kind.rawValue),
            "criterion": .string(kind.criterion),
            "required": .number(required),
            "passes": .bool(passes),
            "foregroundColor": .string(foregroundColor.hexString),
            "backgroundColor": .string(backgroundColor.hexString),
            "ratio": .number(roundedRatio),
            "AA": .bool(passes),
            "AALarge": text ? .bool(aaLarge) : nil,
            "AAA": text ? .bool(aaa) : nil,
            "AAALarge": text ? .bool(aaaLarge) : nil,
            "note": note.map(JSON.string) ?? nil,
        ]
    }
}

extension LayoutEffect.Accepted {
    /// The token type's name, the list of keywords, or `image`.
    public var json: JSON {
        switch self {
        case .token(let type): return .string(type.rawValue)
        case .keywords(let keywords): return .array(keywords.map(JSON.string))
        case .image: return "image"
        }
    }
}
