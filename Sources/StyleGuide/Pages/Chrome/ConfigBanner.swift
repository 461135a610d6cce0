import DesignSystem

/// The banner every page shows while the last reload of the Config failed: each problem with
/// its file, line, JSON path, message and rule, and the reassurance that the last good Config
/// keeps serving.
enum ConfigBanner {
    /// The banner, or nothing when there are no problems.
    static func node(_ problems: [Diagnostic]) -> Node {
        guard !problems.isEmpty else { return .empty }
        let count = problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        return .div([.class("config-banner"), .role("alert")], [
            .div(.class("config-banner__inner"), children:
                .p(.class("config-banner__title"), children:
                    .strong(children: .text("The Config could not be reloaded: \(count).")),
                    .text(" The last good Config keeps serving until they are fixed.")
                ),
                .ul([.class("config-banner__problems")], problems.map(item))
            ),
        ])
    }

    private static func item(_ problem: Diagnostic) -> Node {
        let location = problem.line.map { "\(problem.file):\($0)" } ?? problem.file
        return .li(.class("config-banner__problem"), children:
            .code(.class("config-banner__file"), children: .text(location)),
            problem.path.tokens.isEmpty ? .empty : .fragment([.text(" at "), .code(children: .text(problem.path.description))]),
            .text(": \(problem.message) "),
            .span(.class("config-banner__rule"), children: .text("[\(problem.rule)]"))
        )
    }
}
