/// The TypeScript type of each value the JavaScript module writes (``JSExport``), for its
/// declarations: `string` for the CSS strings, `number`, `string[]` for a font family, an object
/// type with the members written for typography, and the shape of a raw JSON value.
enum TypeScriptTypes {
    /// The type of the literal ``JSExport`` writes for `value` (ask only when it writes one).
    /// With `readonly` (the `as const` values of the `ts` module), arrays and members are
    /// `readonly` and a raw array or object is `unknown`, which any such literal is assignable to.
    static func type(of value: TokenValue, readonly: Bool = false) -> String {
        let mark = readonly ? "readonly " : ""
        switch value {
        case .fontFamily: return mark + "string[]"
        case .fontWeight, .number: return "number"
        case .typography(let typography):
            var members = ["fontFamily: string", "fontSize: string", "fontWeight: number"]
            if typography.letterSpacing != nil { members.append("letterSpacing: string") }
            switch typography.lineHeight {
            case .multiple?: members.append("lineHeight: number")
            case .length?: members.append("lineHeight: string")
            case nil: break
            }
            return "{ " + members.map { mark + $0 }.joined(separator: "; ") + " }"
        case .raw(let json):
            switch json {
            case .array, .object: return readonly ? "unknown" : type(of: json)
            default: return type(of: json)
            }
        default: return "string"
        }
    }

    /// The type of a JSON value: `null`, `boolean`, `number`, `string`, an array of the union of
    /// its elements' types (`unknown[]` when empty), or an object type with its members quoted.
    static func type(of json: JSON) -> String {
        switch json {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array(let elements):
            var types: [String] = []
            for element in elements {
                let type = type(of: element)
                if !types.contains(type) { types.append(type) }
            }
            switch types.count {
            case 0: return "unknown[]"
            case 1: return types[0] + "[]"
            default: return "(" + types.joined(separator: " | ") + ")[]"
            }
        case .object(let object):
            guard !object.isEmpty else { return "{}" }
            return "{ " + object.map { "\(ExportText.quoted($0.key, swift: false)): \(type(of: $0.value))" }.joined(separator: "; ") + " }"
        }
    }
}
