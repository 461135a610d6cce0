/// Values written the way real design-system files write them, not quite as DTCG 2025.10 says:
/// each is read as its author meant, with a diagnostic that is a warning when tolerant and an
/// error when strict.
extension ValueReader {
    /// A bare number where a dimension is needed: `0` is the same length in every unit (as in CSS),
    /// so it is read without a word when tolerant; other numbers are taken as pixels, the unit every
    /// design tool writes them in, with a warning. Strict reading refuses both.
    mutating func unitlessDimension(_ number: Double, at path: @autoclosure () -> [String]) -> DimensionValue {
        let written = JSON.number(number)
        if number == 0 && sink.strictness == .tolerant { return DimensionValue(value: 0, unit: "px") }
        report(.unitlessDimension, "a dimension is an object like {\"value\": \(written), \"unit\": \"px\"} in DTCG 2025.10, "
            + "not the bare number \(written); it is read as \(written)px"
            + (namesFix ? "; run `swatchbook fix \(origin.file)` to rewrite it in place" : ""), at: path(), kind: .bent)
        return DimensionValue(value: number, unit: "px")
    }

    /// A typography `lineHeight`: a number (a multiple of the font size), or, bent, a dimension
    /// object such as `{"value": 41, "unit": "px"}`, kept as that absolute line height.
    mutating func readLineHeight(_ json: JSON, at path: @autoclosure () -> [String]) -> LineHeightValue? {
        guard let object = json.objectValue, object["value"] != nil || object["unit"] != nil else {
            return read(json, as: .number, at: path()).flatMap { if case .number(let n) = $0 { .multiple(n) } else { nil } }
        }
        guard let length = readDimension(json, at: path()) else { return nil }
        let text = "\(JSON.number(length.value))\(length.unit)"
        report(.dimensionLineHeight, "lineHeight is a number (a multiple of the font size) in DTCG 2025.10, not a dimension; "
            + "the absolute line height \(text) is kept", at: path(), kind: .bent)
        return .length(length)
    }

    /// A string of a type DTCG does not define with references inside its text: each is recorded,
    /// to be replaced by its token's value as CSS once resolved; nil, since the value is built then.
    /// A converted Style Dictionary template (see ``PlainValues``) is not `reported`: its file's summary counts it.
    mutating func interpolated(_ text: String, _ found: [TokenReference.Interpolation], type: TokenType,
                               at path: @autoclosure () -> [String], reported: Bool = true) -> TokenValue? {
        if reported { report(.interpolatedReference, "'\(text)' has references inside its text, which DTCG 2025.10 does not allow; as '\(type)' "
            + "is not a DTCG type, the text is kept with each reference replaced by its token's value as CSS", at: path(), kind: .bent) }
        for interpolation in found {
            references.append(ReferenceSite(path: path(), reference: interpolation.reference, expectedType: nil, isInterpolated: true))
        }
        return nil
    }
}
