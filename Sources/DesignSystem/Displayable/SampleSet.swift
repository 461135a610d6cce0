/// The sample data of one file, `Config/samples/<name>.json`: named sections of items.
public struct SampleSet: Sendable, Hashable {
    /// The file name without `.json` (`people` for `people.json`); previews select samples by it.
    public var name: String
    /// What the samples show, if the file says.
    public var description: String?
    /// The sections, in file order; never empty once parsed.
    public var sections: [SampleSection]
    /// The file the set was read from, as diagnostics name it.
    public var file: String

    /// A sample set.
    public init(name: String, description: String? = nil, sections: [SampleSection], file: String) {
        self.name = name
        self.description = description
        self.sections = sections
        self.file = file
    }

    /// The set as a component renders it: its sections, titles and items.
    public var content: ComponentContent {
        .sections(sections.map { ContentSection(title: $0.title, items: $0.items) })
    }

    /// The first item of the first section that has one: what a single-item component shows.
    public var firstItem: SampleItem? {
        sections.lazy.compactMap(\.items.first).first
    }
}
