import DesignSystem

/// The banner pages show while the last reload of the Config failed (under `--watch`, unless
/// `errorBanner` says otherwise): each problem with its file relative to the Config, line, JSON
/// path and rule (``PublicProblem``: never the message, which may quote the file), where to read
/// the full messages, and the reassurance that the last good Config keeps serving.
///
/// It lists the first ``listedProblems`` and says how many more there are: every page, error
/// pages among them, carries it, so its size must not grow with the Config's problems.
enum ConfigBanner {
    /// How many problems the banner lists at most.
    static let listedProblems = 20

    /// The banner for the problems of the Config folder at `configDirectory`, or nothing when there are none.
    static func node(_ diagnostics: [Diagnostic], configDirectory: String) -> Node {
        guard !diagnostics.isEmpty else { return .empty }
        let count = Plural.counted(diagnostics.count, "problem", grouped: true)
        return .div([.class("config-banner"), .role("alert")], [
            .div(.class("config-banner__inner"), children:
                .p(.class("config-banner__title"), children:
                    .strong(children: .text("The Config could not be reloaded: \(count).")),
                    .text(" The last good Config keeps serving until they are fixed. The server's log and "),
                    .code(children: .text("swatchbook check")),
                    .text(" give the full messages.")
                ),
                list(diagnostics, configDirectory: configDirectory, kind: "problem")
            ),
        ])
    }

    /// The first ``listedProblems`` of `diagnostics` as `config-banner__KIND` items, and how many more there are.
    static func list(_ diagnostics: [Diagnostic], configDirectory: String, kind: String) -> Node {
        let listed = diagnostics.prefix(listedProblems).map { item(PublicProblem($0, configDirectory: configDirectory), kind: kind) }
        let more = diagnostics.count - listed.count
        return .ul([.class("config-banner__problems")], listed
            + (more > 0 ? [.li(.class("config-banner__" + kind), children: .text("… and \(TokenLimits.grouped(more)) more"))] : []))
    }

    /// One problem's line: its file and line, severity, JSON path and rule, in the public form.
    static func item(_ problem: PublicProblem, kind: String = "problem") -> Node {
        .li(.class("config-banner__" + kind), children:
            .code(.class("config-banner__file"), children: .text(problem.location)),
            .text(": \(problem.severity.rawValue)"),
            problem.path.tokens.isEmpty ? .empty : .fragment([.text(" at "), .code(children: .text(problem.path.description))]),
            .text(" "),
            .span(.class("config-banner__rule"), children: .text("[\(problem.rule)]"))
        )
    }
}
