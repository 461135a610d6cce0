/// Reads one sample file, `Config/samples/<name>.json`, into a ``SampleSet``, reporting every
/// problem rather than the first.
///
/// ```json
/// { "description": "People in the team directory.",
///   "sections": [ { "title": "Design", "items": [ { "primaryText": "Ada Lovelace" } ] } ] }
/// ```
///
/// The top level has `sections` (each `{"title"?, "items"}`) or, for one untitled section,
/// `items`: exactly one of the two. Items are read by ``SampleParser/item(_:at:line:)``.
public struct SampleParser {
    /// The file being read, as diagnostics name it.
    let file: String
    /// Whether a file below `Public/` exists, when the caller can tell (the parser does no I/O).
    let assetExists: (@Sendable (String) -> Bool)?
    /// The problems found so far.
    var diagnostics: [Diagnostic] = []

    /// A parser reporting problems in `file`.
    init(file: String, assetExists: (@Sendable (String) -> Bool)? = nil) {
        self.file = file
        self.assetExists = assetExists
    }

    /// Parses the bytes of a sample file; a JSON syntax error becomes a diagnostic with its line.
    ///
    /// The set is nil when there is any error; warnings alone still return it. With
    /// `assetExists`, an image path below `Public/` that names no file is an error too.
    public static func parse(_ bytes: [UInt8], name: String, file: String,
                             assetExists: (@Sendable (String) -> Bool)? = nil) -> (SampleSet?, [Diagnostic]) {
        do {
            return parse(try JSONParser.parse(bytes), name: name, file: file, assetExists: assetExists)
        } catch {
            var parser = SampleParser(file: file)
            parser.checkName(name)
            return (nil, [Diagnostic(error, file: file)] + parser.diagnostics)
        }
    }

    /// Parses a sample file's JSON; `name` is the file name without `.json`.
    ///
    /// The set is nil when there is any error; warnings alone still return it.
    public static func parse(_ json: JSON, name: String, file: String,
                             assetExists: (@Sendable (String) -> Bool)? = nil) -> (SampleSet?, [Diagnostic]) {
        var parser = SampleParser(file: file, assetExists: assetExists)
        let set = parser.set(json, name: name)
        let diagnostics = parser.diagnosticsInFileOrder
        return (diagnostics.contains { $0.severity == .error } ? nil : set, diagnostics)
    }

    /// Whether `name` can name a sample set: lower-case letters, digits and single hyphens,
    /// starting with a letter and not ending with a hyphen, at most 64 characters.
    public static func isValidName(_ name: String) -> Bool { StyleName.isValid(name) }

    // MARK: The document

    private mutating func set(_ document: JSON, name: String) -> SampleSet {
        checkName(name)
        var reader = ObjectReader(document, file: file)
        let description = reader.string("description")
        let sectionsValue = reader.value("sections"), itemsValue = reader.value("items")
        var sections: [SampleSection] = []
        if let sectionsValue {
            sections = self.sections(sectionsValue, at: reader.pointer("sections"), line: reader.line("sections"))
        }
        if let itemsValue {
            let items = self.items(itemsValue, at: reader.pointer("items"), line: reader.line("items"))
            sections.append(SampleSection(title: nil, items: items))
        }
        if sectionsValue != nil, itemsValue != nil {
            reader.report(.conflictingMembers, at: "items",
                          "give either 'sections' or 'items' (one untitled section), not both")
        } else if sectionsValue == nil, itemsValue == nil, document.objectValue != nil {
            report(.missingMember, at: .root, line: nil,
                   "a sample file needs 'sections' (an array of {\"title\", \"items\"}) or 'items' (one untitled section)")
        }
        reader.finish()
        diagnostics += reader.diagnostics
        return SampleSet(name: name, description: description, sections: sections, file: file)
    }

    private mutating func checkName(_ name: String) {
        guard !Self.isValidName(name) else { return }
        report(.invalidName, at: .root, line: nil,
               "'\(name)' cannot name a sample set (it is the file name without .json): use lower-case letters, digits and single hyphens, starting with a letter, such as 'team-directory'")
    }

    // MARK: Sections and items

    private mutating func sections(_ value: JSON, at pointer: JSONPointer, line: Int?) -> [SampleSection] {
        guard let elements = value.arrayValue else {
            report(.wrongType, at: pointer, line: line, "must be an array of sections, found \(value.kindName)")
            return []
        }
        if elements.isEmpty {
            report(.emptyList, at: pointer, line: line, "there are no sections; give at least one, with items")
        }
        return elements.enumerated().compactMap { index, element in
            section(element, at: pointer.appending(index), line: Self.firstLine(of: element) ?? line)
        }
    }

    private mutating func section(_ value: JSON, at pointer: JSONPointer, line: Int?) -> SampleSection? {
        var reader = ObjectReader(value, file: file, path: pointer, line: line)
        let title = reader.string("title")
        var items: [SampleItem] = []
        if let itemsValue = reader.value("items") {
            items = self.items(itemsValue, at: reader.pointer("items"), line: reader.line("items") ?? line)
        } else if value.objectValue != nil {
            report(.missingMember, at: pointer, line: line, "a section needs 'items', an array of items")
        }
        reader.finish()
        diagnostics += reader.diagnostics
        return value.objectValue == nil ? nil : SampleSection(title: title, items: items)
    }

    private mutating func items(_ value: JSON, at pointer: JSONPointer, line: Int?) -> [SampleItem] {
        guard let elements = value.arrayValue else {
            report(.wrongType, at: pointer, line: line, "must be an array of items, found \(value.kindName)")
            return []
        }
        if elements.isEmpty {
            report(.emptyList, at: pointer, line: line, "a section needs at least one item")
        }
        return elements.enumerated().compactMap { index, element in
            item(element, at: pointer.appending(index), line: Self.firstLine(of: element) ?? line)
        }
    }

    // MARK: Reporting

    /// Records a problem at `pointer`.
    mutating func report(_ rule: Diagnostic.Rule, at pointer: JSONPointer, line: Int?, _ message: String,
                         severity: Diagnostic.Severity = .error) {
        diagnostics.append(Diagnostic(rule, severity: severity, file: file, path: pointer, line: line, message))
    }

    /// The line of an object's first member: where an element of an array starts, near enough.
    static func firstLine(of value: JSON) -> Int? { value.objectValue?.line(at: 0) }

    /// The diagnostics ordered by line (those without a line, about the whole file, first).
    private var diagnosticsInFileOrder: [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
    }
}
