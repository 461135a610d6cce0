import DesignSystem

/// The state of reading the `key: value` lines of one page's front matter, one line at a time.
struct FrontMatterReading {
    /// The page's file, as diagnostics name it.
    let file: String
    /// How much the front matter may hold.
    let limits: FrontMatterLimits
    /// What has been read.
    private(set) var frontMatter = FrontMatter()
    /// True once a key past `limits.keys` was reported (it is reported once per page).
    private var reportedTooManyKeys = false
    /// Where each metadata key is in `frontMatter.metadata`, so that a repeated key costs one lookup.
    private var metadataIndex: [String: Int] = [:]

    /// A reading of nothing yet.
    init(file: String, limits: FrontMatterLimits) {
        self.file = file
        self.limits = limits
    }

    /// Reads one `key: value` line into ``frontMatter``, or reports why it cannot.
    mutating func read(_ line: (text: String, number: Int), sink: inout DiagnosticSink) {
        let text = line.text
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex else {
            sink.error(Diagnostic(.frontMatterSyntax, file: file, line: line.number, "a front matter line is 'key: value', found '\(text)'"))
            return
        }
        let key = String(text[..<colon]).trimmingWhitespace()
        let value = FrontMatter.unquoted(String(text[text.index(after: colon)...]).trimmingWhitespace())
        if key.utf8.count > limits.valueBytes {
            sink.error(limits.exceeded("the key '\(key.prefix(40))…' has \(TokenLimits.grouped(key.utf8.count)) bytes",
                                       limit: limits.valueBytes, unit: "bytes", setting: "frontMatterValueBytes",
                                       file: file, key: String(key.prefix(40)), line: line.number))
            return
        }
        let path = JSONPointer(tokens: [key])
        if value.utf8.count > limits.valueBytes {
            sink.error(limits.exceeded("the value of '\(key.prefix(40))' has \(TokenLimits.grouped(value.utf8.count)) bytes",
                                       limit: limits.valueBytes, unit: "bytes", setting: "frontMatterValueBytes",
                                       file: file, key: key, line: line.number))
            return
        }
        let earlier = frontMatter.lines[key]
        if let earlier {
            sink.bend(Diagnostic(.invalidValue, file: file, path: path, line: line.number,
                                 "'\(key)' is set twice, first on line \(earlier) (the last one is used)"))
        }
        guard FrontMatter.keys.contains(key) else {
            keepAsMetadata(key, value, line: line.number, repeated: earlier != nil, sink: &sink)
            return
        }
        frontMatter.lines[key] = line.number
        guard !value.isEmpty else {
            sink.bend(Diagnostic(.invalidValue, file: file, path: path, line: line.number, "'\(key)' has no value (it is ignored)"))
            return
        }
        switch key {
        case "title": frontMatter.title = value
        case "description": frontMatter.description = value
        case "section": frontMatter.section = value
        case "status":
            guard let status = LifecycleStatus(named: value) else {
                sink.error(Diagnostic(.invalidValue, file: file, path: path, line: line.number, LifecycleStatus.unknownMessage(value)))
                return
            }
            frontMatter.lifecycle.status = status
        case "owner":
            if let problem = Lifecycle.ownerProblem(value) {
                sink.error(Diagnostic(.invalidValue, file: file, path: path, line: line.number, problem))
                return
            }
            frontMatter.lifecycle.owner = value
        default:
            guard let order = Int(value) else {
                sink.error(Diagnostic(.wrongType, file: file, path: path, line: line.number,
                                      "'order' must be a whole number such as 1 or 20, found '\(value)'"))
                return
            }
            frontMatter.order = order
        }
    }

    /// Keeps a key Swatchbook does not read as metadata, with a warning (never an error) naming
    /// it and the key meant when it looks like a typo; past ``FrontMatterLimits/keys`` it is an error, once.
    private mutating func keepAsMetadata(_ key: String, _ value: String, line: Int, repeated: Bool, sink: inout DiagnosticSink) {
        if repeated, let index = metadataIndex[key] {
            frontMatter.metadata[index] = FrontMatter.Field(key: key, value: value)
            return
        }
        guard frontMatter.metadata.count < limits.keys else {
            if !reportedTooManyKeys {
                reportedTooManyKeys = true
                sink.error(limits.exceeded("the front matter holds more than \(TokenLimits.grouped(limits.keys)) keys of its own",
                                           limit: limits.keys, unit: "keys", setting: "frontMatterKeys", file: file, key: key, line: line))
            }
            return
        }
        frontMatter.lines[key] = line
        metadataIndex[key] = frontMatter.metadata.count
        frontMatter.metadata.append(FrontMatter.Field(key: key, value: value))
        let suggestion = Suggestion.closest(to: key, among: FrontMatter.keys).map { " (did you mean '\($0)'?)" } ?? ""
        sink.advise(Diagnostic(.unknownMember, file: file, path: JSONPointer(tokens: [key]), line: line,
                               "unknown front matter key '\(key)'\(suggestion): kept as page metadata, not shown; "
                                + "the keys Swatchbook reads are \(FrontMatter.keys.joined(separator: ", "))"))
    }
}
