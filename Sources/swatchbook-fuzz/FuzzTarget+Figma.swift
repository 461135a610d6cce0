import DesignTokens

extension FuzzTarget {
    /// Figma variables (the answer of `GET …/variables/local`, or a `POST …/variables` body) loaded
    /// where a resolver goes: every diagnostic names the file; what loads, exported as a Figma body,
    /// reads back without an error, and reading and writing it once more gives the same body (the
    /// values, names and types a body holds survive being read).
    static let figma = FuzzTarget(name: "figma", summary: "Figma variables as a resolver: loaded, exported as a Figma body, read back alike") {
        input throws(FuzzFailure) in
        let file = "tokens/figma.json"
        let (system, problems) = TokenSystem.load(resolver: file, source: MemoryTokenFileSource([file: String(decoding: input, as: UTF8.self)]),
                                                  scope: .inputs([:]), strictness: .tolerant)
        for problem in problems {
            try FuzzFailure.require(problem.file == file && !problem.message.isEmpty, "a diagnostic that does not name the file: \(problem)")
        }
        guard let system, case .success(let set) = system.tokens(for: [:]),
              let first = try? TokenExport.render(set.tokens, from: set, as: .figma) else { return } // a Figma limit, refused with an error
        let second = try FigmaRoundTrip.reexported(first, "the Figma export")
        let third = try FigmaRoundTrip.reexported(second, "the Figma export of the export read back")
        try FuzzFailure.require(second == third, "a Figma body read back and written again changes:\n\(second.prefix(1_500))\n---\n\(third.prefix(1_500))")
    }
}

/// A Figma body read back and written again.
enum FigmaRoundTrip {
    /// `body` loaded as Figma variables (its one mode) and exported as a Figma body again; `what` names it in a failure.
    static func reexported(_ body: String, _ what: String) throws(FuzzFailure) -> String {
        let file = "tokens/back.json"
        let (system, problems) = TokenSystem.load(resolver: file, source: MemoryTokenFileSource([file: body]), strictness: .tolerant)
        guard let system, case .success(let set) = system.tokens(for: [:]) else {
            throw FuzzFailure("\(what) does not read back: \(problems.filter { $0.severity == .error }.prefix(3))\n\(body.prefix(2_000))")
        }
        do {
            return try TokenExport.render(set.tokens, from: set, as: .figma)
        } catch {
            throw FuzzFailure("\(what), read back, cannot be written again: \(error)")
        }
    }
}
