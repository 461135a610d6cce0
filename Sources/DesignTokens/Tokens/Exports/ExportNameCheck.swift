extension Diagnostic.Rule {
    /// Two tokens map to one name in an export format, which then refuses the file.
    public static let exportNameCollision = Diagnostic.Rule("export-name-collision")
}

/// Finds, before an app's build does, the tokens an export format would refuse because two of
/// them map to one name (`color.brand-500` and `color.brand.500` are both `--color-brand-500`).
public enum ExportNameCheck {
    /// One warning per pair of tokens that share a name, in the sets given (every permutation of
    /// a system, say), at the later token's place, listing every format concerned.
    public static func warnings(in sets: [TokenSet]) -> [Diagnostic] {
        var formats: [[TokenPath]: [String]] = [:]
        var order: [(pair: [TokenPath], set: TokenSet, message: String)] = []
        for set in sets {
            for format in TokenExportFormat.all {
                do {
                    _ = try TokenExport.render(set.tokens, from: set, as: format)
                } catch where error.code == .nameCollision && !error.tokens.isEmpty {
                    if formats[error.tokens] == nil { order.append((error.tokens, set, error.message)) }
                    if !(formats[error.tokens] ?? []).contains(format.rawValue) { formats[error.tokens, default: []].append(format.rawValue) }
                } catch {
                    continue
                }
            }
        }
        return order.compactMap { pair, set, message in
            guard let last = pair.last, let token = set[last] else { return nil }
            let formats = formats[pair] ?? []
            let sentence = message.split(separator: ";").first.map(String.init) ?? message
            let exports = formats.count == 1 ? "export refuses" : "exports refuse"
            return token.origin.diagnostic(.exportNameCollision,
                "\(sentence); the \(formats.joined(separator: ", ")) \(exports) these tokens until one of them is renamed",
                severity: .warning)
        }
    }
}
