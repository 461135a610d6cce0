/// A name a template's view can hold, as a small number: the names of the template contract
/// (``TemplateView``), and `key` and `value` (of `sorted`). A name that is none of these is given
/// by nothing, so looking it up costs nothing either.
struct TemplateSymbol: Sendable, Hashable, Comparable {
    /// Its position in ``names``.
    let index: Int

    /// Every name, in order.
    static let names: [String] = Set(TemplateView.topNames + TemplateView.sectionNames + TemplateView.imageNames
        + TemplateView.flagNames + ["key", "value"]).sorted()
    /// Each name's position.
    private static let indexes = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($0.element, $0.offset) })

    /// The symbol of `name`, or nil when a view never holds it.
    init?(_ name: String) {
        guard let index = Self.indexes[name] else { return nil }
        self.index = index
    }

    /// The name.
    var name: String { Self.names[index] }

    /// Symbols in the order of ``names``.
    static func < (first: Self, second: Self) -> Bool { first.index < second.index }
}

/// The members of an object of a view, in the order of their symbols: a handful at most, so a
/// lookup is a short scan with no hashing.
struct TemplateObject: Sendable, Equatable {
    /// The members, in the order of their symbols.
    private(set) var members: [(symbol: TemplateSymbol, value: TemplateValue)]

    /// An object of `members`, by name; a name no view may hold is left out.
    init(_ members: [String: TemplateValue]) {
        self.members = members.compactMap { name, value in TemplateSymbol(name).map { ($0, value) } }.sorted { $0.symbol < $1.symbol }
    }

    /// The value of `symbol`, or nil.
    subscript(symbol: TemplateSymbol) -> TemplateValue? {
        members.first { $0.symbol == symbol }?.value
    }

    /// How many members it has.
    var count: Int { members.count }

    /// The same members with the same values.
    static func == (first: Self, second: Self) -> Bool {
        first.members.elementsEqual(second.members) { $0.symbol == $1.symbol && $0.value == $1.value }
    }
}
