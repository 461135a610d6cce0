/// What converting one file changed, counted by kind, for the one summary diagnostic per file.
struct ConversionTally: Sendable {
    /// A kind of change, named as the summary lists it.
    enum Change: String, CaseIterable, Sendable {
        case colour = "colour strings"
        case dimension = "dimension strings or bare numbers"
        case duration = "duration strings or numbers"
        case fontWeight = "font weight names"
        case fontFamily = "font family lists"
        case number = "number strings"
        case shadow = "shadows"
        case composite = "composite members"
        case cubicBezier = "easing curves"
        case rgba = "RGBA colours"
        case pixels = "numbers read as px by their scopes"
        case modes = "collections with modes made modifiers"
        case variables = "Figma variables made tokens"
        case typeRenamed = "types renamed"
        case typeInferred = "types inferred"
        case keys = "keys renamed"
        case extensions = "members moved to $extensions"
        case math = "math expressions evaluated"
        case template = "string templates made composites"
        case sets = "sets merged"
        case themes = "themes made modifiers"
        case kept = "kept as text (no DTCG type)"
        case plainValues = "plain values read as text"
        case interpolated = "typed values interpolated from text"
    }

    /// How many of each change.
    private(set) var counts: [Change: Int] = [:]
    /// Literal values rewritten (one per token or composite member changed).
    private(set) var values = 0
    /// References rewritten (`{a.b.value}` → `{a.b}`, `$a.b` → `{a.b}`).
    private(set) var aliases = 0
    /// Every change counted, of any kind.
    private(set) var changes = 0
    /// Where the first change was made: the pointer and line of the member.
    private(set) var first: (pointer: JSONPointer, line: Int?)?
    /// Notes appended to the summary (a default theme chosen, math left as written, …), a few at most.
    private(set) var notes: [String] = []

    /// True when nothing was changed.
    var isEmpty: Bool { changes == 0 }

    /// Counts one `change`; `isValue` when it rewrote a literal value.
    mutating func record(_ change: Change, isValue: Bool = true) {
        counts[change, default: 0] += 1
        changes += 1
        if isValue { values += 1 }
    }

    /// Counts one rewritten reference.
    mutating func recordAlias() {
        aliases += 1
        changes += 1
    }

    /// Remembers where the file's first change was made.
    mutating func locate(_ pointer: JSONPointer, line: Int?) {
        if first == nil { first = (pointer, line) }
    }

    /// Adds a note for the summary.
    mutating func note(_ text: String) {
        notes.append(text)
    }

    /// Adds another tally's counts (a set of a multi-set file).
    mutating func absorb(_ other: ConversionTally) {
        for (change, count) in other.counts { counts[change, default: 0] += count }
        values += other.values
        aliases += other.aliases
        changes += other.changes
        notes += other.notes
        if first == nil { first = other.first }
    }

    /// The summary: "converted from …: 12 values, 3 aliases (colour strings 4, …); notes; run … to migrate".
    /// A file that converts in place names `swatchbook fix`, which rewrites it; another the migration that prints it.
    func summary(file: String, dialect: TokenDialect, inPlace: Bool = false) -> String {
        let details = Change.allCases.compactMap { change in counts[change].map { "\(change.rawValue) \($0)" } }
        var text = "converted from \(dialect.displayName): \(values) value\(values == 1 ? "" : "s"), "
            + "\(aliases) alias\(aliases == 1 ? "" : "es")"
        if !details.isEmpty { text += " (" + details.joined(separator: ", ") + ")" }
        if counts[.dimension] != nil, dialect == .styleDictionary {
            text += "; unitless sizes are read as rem, as Style Dictionary's css transforms (size/rem) wrote them"
        }
        let shown = notes.prefix(5)
        if !shown.isEmpty {
            text += "; " + shown.joined(separator: "; ")
            if notes.count > shown.count { text += "; and \(notes.count - shown.count) more like these" }
        }
        if inPlace { return text + "; run `swatchbook fix \(file)` to rewrite it in place" }
        return text + "; run `swatchbook tokens --format dtcg \(file)` to migrate"
    }
}
