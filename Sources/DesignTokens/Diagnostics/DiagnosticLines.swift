/// Gives a line to diagnostics that name a place in a JSON file but were made without one
/// (checks that run on values after parsing, such as a styles file's `sample` naming no sample
/// set), so every message about a JSON path says its line, as a token file's do.
public enum DiagnosticLines {
    /// `diagnostics` with each line found: a diagnostic with a JSON path below the root and no
    /// line takes the line of the deepest member of its path written in its file. Each file
    /// is read (with `contents`) and parsed at most once, and only when one of its diagnostics
    /// lacks a line; one that cannot be read or parsed leaves its diagnostics as they were.
    public static func located(_ diagnostics: [Diagnostic], contents: (String) -> [UInt8]?) -> [Diagnostic] {
        var documents: [String: JSON?] = [:]
        return diagnostics.map { diagnostic in
            guard diagnostic.line == nil, !diagnostic.path.tokens.isEmpty else { return diagnostic }
            if documents[diagnostic.file] == nil {
                documents[diagnostic.file] = .some(contents(diagnostic.file).flatMap { try? JSONParser.parseLenient($0).0 })
            }
            guard let document = documents[diagnostic.file] ?? nil else { return diagnostic }
            var located = diagnostic
            located.line = diagnostic.path.line(in: document)
            return located
        }
    }
}

extension JSONPointer {
    /// The line of the deepest member along this pointer that `document` knows the line of (an
    /// array's elements have none of their own: theirs is the line of the member holding the
    /// array); nil when none is known.
    public func line(in document: JSON) -> Int? {
        var current = document
        var line: Int?
        for token in tokens {
            switch current {
            case .object(let object):
                guard let member = object[token] else { return line }
                line = object.line(of: token) ?? line
                current = member
            case .array(let elements):
                guard let index = Int(token), elements.indices.contains(index) else { return line }
                current = elements[index]
            default:
                return line
            }
        }
        return line
    }
}
