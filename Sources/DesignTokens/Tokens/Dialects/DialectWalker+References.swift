/// References as older dialects wrote them: Style Dictionary's `{a.b.value}` (the `.value` suffix
/// optional since its 3.1) and Tokens Studio's `$a.b`, both rewritten to `{a.b}`.
extension DialectWalker {
    /// `json` with every reference in its strings rewritten, each counted.
    mutating func rewriteReferences(_ json: JSON) -> JSON {
        switch json {
        case .string(let text):
            let rewritten = rewrite(text)
            return rewritten == text ? json : .string(rewritten)
        case .array(let elements):
            return .array(elements.map { rewriteReferences($0) })
        case .object(var object):
            for key in object.keys { object.setValue(rewriteReferences(object[key]!), forKey: key) }
            return .object(object)
        default:
            return json
        }
    }

    private mutating func rewrite(_ text: String) -> String {
        var text = text
        if dialect == .tokensStudio, text.contains("$") { text = dollarReferences(text) }
        guard text.contains(".value}") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            var path = String(rest[rest.index(after: open)..<close])
            if path.hasSuffix(".value") {
                let shorter = String(path.dropLast(".value".count))
                if tokenPaths.contains(shorter) || !tokenPaths.contains(path) {
                    path = shorter
                    values.tally.recordAlias()
                }
            }
            result += "{" + path + "}"
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// `$space.2 * 2` → `{space.2} * 2`: a `$` followed by a dot path of letters, digits, `-` and `_`.
    private mutating func dollarReferences(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            guard character == "$", next < text.endIndex, text[next].isLetter || text[next].isNumber else {
                result.append(character)
                index = next
                continue
            }
            var end = next
            while end < text.endIndex, text[end].isLetter || text[end].isNumber || "-_.".contains(text[end]) { end = text.index(after: end) }
            var path = text[next..<end]
            while path.hasSuffix(".") { path = path.dropLast() }
            result += "{" + path + "}"
            values.tally.recordAlias()
            index = text.index(next, offsetBy: path.count)
        }
        return result
    }

    /// The dot paths of every token in `document` (written with `$value` or, in plain-key dialects, `value`).
    static func tokenPaths(in document: JSON, plainKeys: Bool) -> Set<String> {
        var paths = Set<String>()
        func walk(_ object: JSONObject, prefix: String, depth: Int) {
            guard depth < 64 else { return }
            for (key, value) in object where !key.hasPrefix("$") {
                guard let child = value.objectValue else { continue }
                let path = prefix.isEmpty ? key : prefix + "." + key
                if child["$value"] != nil || (plainKeys && child["value"] != nil) { paths.insert(path) } else { walk(child, prefix: path, depth: depth + 1) }
            }
        }
        if let root = document.objectValue { walk(root, prefix: "", depth: 0) }
        return paths
    }
}
