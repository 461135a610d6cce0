/// One parser under fuzzing: the name it is picked by, what it reads, and the check of one input.
///
/// A check hands the input to the parser the way Swatchbook would and throws a ``FuzzFailure``
/// when something that must hold beyond "it did not crash" does not (a document that does not
/// read back as itself, HTML that changes when it is read again). Crashes, hangs and runaway
/// memory are libFuzzer's to catch.
struct FuzzTarget: Sendable {
    /// The name on the command line and of the folders under `Tests/Fuzz/`.
    let name: String
    /// What the target feeds and checks, in one line.
    let summary: String
    /// Loads what every input shares (the bundled Config, say) before the first input runs, so
    /// that libFuzzer's time limit for one input does not count it.
    var prepare: @Sendable () -> Void = {}
    /// Runs one input.
    let check: @Sendable (_ input: [UInt8]) throws(FuzzFailure) -> Void
}

extension FuzzTarget {
    /// Every target, in the order `make fuzz` runs them.
    static let all: [FuzzTarget] = [.json, .tokens, .resolver, .template, .docs, .markdown, .html, .config, .request, .figma, .fix, .mcp]

    /// The target named `name`, or nil.
    static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
