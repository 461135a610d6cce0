@testable import DesignSystem
@testable import DesignTokens

/// A fragment parsed under a policy, rendered back to HTML, with its problems.
struct ParsedFragment {
    let nodes: [Node]
    let problems: [HTMLProblem]

    /// The nodes as ``HTMLRenderer`` writes them.
    var html: String { HTMLRenderer.render(.fragment(nodes)) }

    /// The rules of the problems, in order.
    var rules: [String] { problems.map(\.rule.name) }

    /// The problems' rules that are errors.
    var errorRules: [String] { problems.filter { $0.severity == .error }.map(\.rule.name) }

    /// The problems breaking `rule`.
    func problems(_ rule: Diagnostic.Rule) -> [HTMLProblem] { problems.filter { $0.rule == rule } }
}

/// `text` parsed with ``HTMLFragmentParser`` under `policy` (the template policy by default).
func parseFragment(_ text: String, policy: HTMLPolicy = .template) -> ParsedFragment {
    let result = HTMLFragmentParser.parse(text, policy: policy)
    return ParsedFragment(nodes: result.nodes, problems: result.problems)
}
