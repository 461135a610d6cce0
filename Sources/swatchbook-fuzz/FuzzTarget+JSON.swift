import DesignTokens

extension FuzzTarget {
    /// The JSON reader, strict and lenient (JSONC and JSON5, as resolver documents and token files
    /// are read): what the strict reader accepts the lenient one reads alike with nothing noted, and
    /// every document read is written (compact and indented) and read back strictly as the same value.
    static let json = FuzzTarget(name: "json", summary: "JSONParser, strict and lenient: a document written out reads back equal") {
        input throws(FuzzFailure) in
        let strict = try? JSONParser.parse(input)
        let lenient = try? JSONParser.parseLenient(input)
        if let strict {
            guard let (value, notes) = lenient else { throw FuzzFailure("the strict reader accepts what the lenient one refuses") }
            try FuzzFailure.require(value == strict, "the lenient reader reads strict JSON otherwise: \(value) ≠ \(strict)")
            try FuzzFailure.require(notes.isEmpty, "the lenient reader notes extensions in strict JSON: \(notes)")
        }
        guard let (value, _) = lenient else { return }
        // JSON cannot write NaN or an infinity (JSON5 can); the writer makes them null.
        let writable = value.replacingNonFiniteNumbers()
        for pretty in [false, true] {
            let written = value.serializedBytes(pretty: pretty)
            let reread: JSON
            do {
                reread = try JSONParser.parse(written)
            } catch {
                throw FuzzFailure("the written document does not read back (\(error)): \(String(decoding: written, as: UTF8.self))")
            }
            try FuzzFailure.require(reread == writable, "the written document reads back otherwise: \(reread) ≠ \(writable)")
            try FuzzFailure.require(reread.serializedBytes(pretty: pretty) == written, "writing the document again changes it")
        }
    }
}

extension JSON {
    /// This value with every NaN and infinity replaced by `null`, as the writer writes them.
    func replacingNonFiniteNumbers() -> JSON {
        switch self {
        case .number(let number) where !number.isFinite: .null
        case .array(let elements): .array(elements.map { $0.replacingNonFiniteNumbers() })
        case .object(let object): .object(JSONObject(object.map { ($0.key, $0.value.replacingNonFiniteNumbers()) }))
        default: self
        }
    }
}
