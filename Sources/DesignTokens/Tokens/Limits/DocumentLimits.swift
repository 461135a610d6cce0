/// Checks one parsed token file against the ``TokenLimits`` before anything is built from it:
/// how deeply it nests, how long its names and strings are, how many tokens it defines, and how
/// many parts a composite value written in it has. Each limit is reported once per file, at the
/// first place that goes past it. The walk recurses, but never deeper than `nestingDepth`.
struct DocumentLimits {
    let limits: TokenLimits
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    private var reported = Set<String>()
    private var tokenCount = 0
    /// The path of the value being looked at, as JSON Pointer tokens.
    private var path: [String]

    init(limits: TokenLimits, file: String, base: JSONPointer) {
        self.limits = limits
        self.file = file
        path = base.tokens
    }

    /// The refusals for `document`, whose root is at `base` in the file; empty when it is within every limit.
    static func check(_ document: JSON, file: String, base: JSONPointer = .root, limits: TokenLimits) -> [Diagnostic] {
        var check = DocumentLimits(limits: limits, file: file, base: base)
        check.walk(document, depth: 0, line: nil, member: nil)
        return check.diagnostics
    }

    private mutating func walk(_ value: JSON, depth: Int, line: Int?, member: String?) {
        switch value {
        case .string(let text):
            if text.utf8.count > limits.stringBytes {
                report(.stringBytes, "this string is \(TokenLimits.grouped(text.utf8.count)) bytes long", line: line)
            }
        case .array(let elements):
            if depth >= limits.nestingDepth { return report(.nestingDepth, nestingMessage, line: line) }
            if member == "$value" || member == "value", elements.count > limits.compositeParts {
                report(.compositeParts, "this value lists \(TokenLimits.grouped(elements.count)) parts", line: line)
            }
            for (offset, element) in elements.enumerated() {
                guard element.isContainer || element.stringValue != nil else { continue }
                path.append(String(offset))
                walk(element, depth: depth + 1, line: line, member: nil)
                path.removeLast()
            }
        case .object(let object):
            if depth >= limits.nestingDepth { return report(.nestingDepth, nestingMessage, line: line) }
            if member?.hasPrefix("$") != true, object["$value"] != nil || object["$ref"] != nil {
                tokenCount += 1
                if tokenCount > limits.tokens {
                    report(.tokens, "this file defines more than \(TokenLimits.grouped(limits.tokens)) tokens; this is the next", line: line)
                }
            }
            for position in object.indices {
                let (key, child) = object[position]
                let childLine = object.line(at: position) ?? line
                if key.utf8.count > limits.nameBytes {
                    report(.nameBytes, "the name '\(key.prefix(40))…' is \(TokenLimits.grouped(key.utf8.count)) bytes long", line: childLine)
                    continue
                }
                guard child.isContainer || child.stringValue != nil else { continue }
                path.append(key)
                walk(child, depth: depth + 1, line: childLine, member: key)
                path.removeLast()
            }
        default:
            return
        }
    }

    private var nestingMessage: String {
        "groups and values nest deeper than \(limits.nestingDepth) levels here"
    }

    private mutating func report(_ setting: TokenLimits.Setting, _ what: String, line: Int?) {
        guard reported.insert(setting.name).inserted else { return }
        diagnostics.append(limits.exceeded(setting, what, file: file, path: JSONPointer(tokens: path), line: line))
    }
}

extension JSON {
    /// True for an array or an object.
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }
}
