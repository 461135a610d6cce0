import DesignSystem

/// JSON Schema values (the 2020-12 dialect OpenAPI 3.1 uses) for the API's contract, built from
/// a few small pieces.
enum OpenAPISchema {
    /// Any string.
    static let string: JSON = ["type": "string"]
    /// Any text a request can carry: no NUL (`%00` is refused as a malformed escape, a 400).
    static let text = string(matching: "^[^\\x00]*$")
    /// A token's or group's dot path (`color.brand.500`): non-empty names without `{`, `}` or
    /// `.`, none starting with `$` but the reserved `$root`.
    static let tokenPath = string(matching: "^(\\$root|[^.{}$/\\x00][^.{}/\\x00]*)(\\.(\\$root|[^.{}$/\\x00][^.{}/\\x00]*))*$")
    /// Any integer.
    static let integer: JSON = ["type": "integer"]
    /// Any number.
    static let number: JSON = ["type": "number"]
    /// `true` or `false`.
    static let boolean: JSON = ["type": "boolean"]
    /// Any JSON value.
    static let anyValue: JSON = .object(JSONObject())

    /// One of `values`, exactly as written.
    static func oneOf(_ values: [String]) -> JSON {
        ["type": "string", "enum": .array(values.map(JSON.string))]
    }

    /// A string matching the ECMA-262 regular expression `pattern`.
    static func string(matching pattern: String) -> JSON {
        ["type": "string", "pattern": .string(pattern)]
    }

    /// An array of `items`.
    static func array(of items: JSON) -> JSON {
        ["type": "array", "items": items]
    }

    /// An object with these properties (all of them required unless listed in `optional`);
    /// other members are allowed unless `closed`.
    static func object(_ properties: [(String, JSON)], optional: Set<String> = [], closed: Bool = false) -> JSON {
        var members: [(String, JSON)] = [("type", "object"), ("properties", .object(JSONObject(properties)))]
        let required = properties.map(\.0).filter { !optional.contains($0) }
        if !required.isEmpty { members.append(("required", .array(required.map(JSON.string)))) }
        if closed { members.append(("additionalProperties", false)) }
        return .object(JSONObject(members))
    }

    /// An object whose every member is `values` (a map).
    static func map(of values: JSON) -> JSON {
        ["type": "object", "additionalProperties": values]
    }

    /// `schema` or `null`.
    static func nullable(_ schema: JSON) -> JSON {
        ["anyOf": [schema, ["type": "null"]]]
    }

    /// A reference to the schema `name` of the document's components.
    static func ref(_ name: String) -> JSON {
        ["$ref": .string("#/components/schemas/\(name)")]
    }
}
