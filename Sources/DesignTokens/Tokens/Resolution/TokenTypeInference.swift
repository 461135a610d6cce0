/// The type a token's value can only have, judged by its shape alone, for tokens that state no
/// `$type`, have no group giving one, and are no alias (tolerant reading; strict reading still
/// requires a type).
///
/// Only shapes no other type shares count: a colour object, a `{value, unit}` object whose unit
/// belongs to one type, and composite objects (or lists of them) with their own member names. A
/// bare number, a string or a list of numbers could be several types and gives none.
enum TokenTypeInference {
    /// The type `value` can only be, or nil when its shape allows several or none.
    static func type(of value: JSON) -> TokenType? {
        if let object = value.objectValue { return objectType(object) }
        guard let array = value.arrayValue, !array.isEmpty else { return nil }
        let objects = array.compactMap(\.objectValue)
        guard objects.count == array.count else { return nil }
        if objects.allSatisfy({ objectType($0) == .shadow }) { return .shadow }
        if objects.allSatisfy({ Set($0.keys) == ["color", "position"] }) { return .gradient }
        return nil
    }

    /// A composite or colour shape: the members it needs, and those it may have.
    private static let shapes: [(type: TokenType, required: Set<String>, allowed: Set<String>)] = [
        (.color, ["colorSpace", "components"], ["colorSpace", "components", "alpha", "hex"]),
        (.typography, ["fontFamily", "fontSize"], ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]),
        (.shadow, ["color", "offsetX", "offsetY"], ["color", "offsetX", "offsetY", "blur", "spread", "inset"]),
        (.border, ["color", "width", "style"], ["color", "width", "style"]),
        (.transition, ["duration", "timingFunction"], ["duration", "delay", "timingFunction"]),
        (.strokeStyle, ["dashArray", "lineCap"], ["dashArray", "lineCap"]),
    ]

    private static func objectType(_ object: JSONObject) -> TokenType? {
        let keys = Set(object.keys)
        if keys == ["value", "unit"], let unit = object["unit"]?.stringValue {
            if DimensionValue.standardUnits.contains(unit) { return .dimension }
            if DurationValue.standardUnits.contains(unit) { return .duration }
            return nil
        }
        return shapes.first { $0.required.isSubset(of: keys) && keys.isSubset(of: $0.allowed) }?.type
    }
}
