/// A JSON value whose objects keep their members in the order they were written.
public enum JSON: Sendable, Hashable {
    /// The `null` literal.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, held as a 64-bit float.
    case number(Double)
    /// A string.
    case string(String)
    /// An ordered list of values.
    case array([JSON])
    /// An object whose members keep their order.
    case object(JSONObject)
}

extension JSON {
    /// The string, when this value is a string.
    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    /// The number, when this value is a number.
    public var doubleValue: Double? {
        guard case .number(let value) = self else { return nil }
        return value
    }

    /// The Boolean, when this value is `true` or `false`.
    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    /// The elements, when this value is an array.
    public var arrayValue: [JSON]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    /// The object, when this value is an object.
    public var objectValue: JSONObject? {
        guard case .object(let value) = self else { return nil }
        return value
    }

    /// Whether this value is `null`.
    public var isNull: Bool {
        self == .null
    }

    /// The member named `key`, when this value is an object that has it.
    public subscript(key: String) -> JSON? {
        objectValue?[key]
    }

    /// The element at `index`, when this value is an array and `index` is in range.
    public subscript(index: Int) -> JSON? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// The kind of value as JSON names it ("null", "boolean", "number", "string", "array", "object").
    public var kindName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
