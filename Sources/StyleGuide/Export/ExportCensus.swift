/// How many pages an export starts from, kind by kind, counted from the Config before any page
/// is made: what the page limit is checked against before rendering, and what its message
/// explains (the pages these link to come on top).
struct ExportCensus: Sendable, Equatable {
    /// The guide's modifiers and how many choices each offers, in the resolver's order.
    let modifiers: [Choices]
    /// Copies of the guide: one per combination of the modifiers' choices.
    let guideCopies: Int
    /// Pages each copy starts from: home, tokens, components, docs, search, changes, one per
    /// component and one per docs page.
    let guidePagesPerCopy: Int
    /// Previews in each context (style × size × state × sample); 0 when only linked previews are exported.
    let previewVariants: Int
    /// The API's answers: every format and every style lookup in every permutation, every page of each release's diff.
    let apiAnswers: Int
    /// Permutations of the token modifiers' contexts.
    let permutations: Int
    /// The guide's own assets and the team's public files.
    let assets: Int

    /// One modifier of the guide and its number of choices.
    struct Choices: Sendable, Equatable {
        let name: String
        let count: Int
    }

    /// A census of `modifiers` (name and number of choices) and the counts of each kind.
    init(modifiers: [(String, Int)], guideCopies: Int, guidePagesPerCopy: Int, previewVariants: Int, apiAnswers: Int, permutations: Int,
         assets: Int) {
        self.modifiers = modifiers.map { Choices(name: $0.0, count: $0.1) }
        self.guideCopies = guideCopies
        self.guidePagesPerCopy = guidePagesPerCopy
        self.previewVariants = previewVariants
        self.apiAnswers = apiAnswers
        self.permutations = permutations
        self.assets = assets
    }

    /// Guide pages to start from, in every copy.
    var guidePages: Int { Self.product([guideCopies, guidePagesPerCopy]) }
    /// Previews to start from, in every context.
    var previews: Int { Self.product([previewVariants, guideCopies]) }
    /// Every page to start from.
    var total: Int { Self.sum([guidePages, previews, apiAnswers, assets]) }

    /// The product of `factors`, or `Int.max` when it does not fit.
    static func product(_ factors: [Int]) -> Int {
        factors.reduce(1) { result, factor in
            let (value, overflow) = result.multipliedReportingOverflow(by: factor)
            return overflow ? Int.max : value
        }
    }

    /// The sum of `terms`, or `Int.max` when it does not fit.
    static func sum(_ terms: [Int]) -> Int {
        terms.reduce(0) { result, term in
            let (value, overflow) = result.addingReportingOverflow(term)
            return overflow ? Int.max : value
        }
    }
}
