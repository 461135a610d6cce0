import DesignSystem

extension ConfigLoader {
    /// The names of the Config's own components (folders below `components/`) that an error kept
    /// from loading: each is reported once, by its own error.
    func failedTemplateNames(_ problems: [Diagnostic], loaded: [TemplateComponent]) -> Set<String> {
        let folder = path("components/")
        let made = Set(loaded.map(\.name.rawValue) + compiledComponents.map(\.about.name.rawValue))
        var failed = Set<String>()
        for problem in problems where problem.severity == .error && problem.file.hasPrefix(folder) {
            guard let name = problem.file.dropFirst(folder.count).split(separator: "/").first.map(String.init),
                  !made.contains(name) else { continue }
            failed.insert(name)
        }
        return failed
    }

    /// `diagnostics` without the findings that only echo a component whose folder failed to
    /// load: its styles file "is not a component", its docs page "documents none". Both are
    /// checked again once the component loads.
    func withoutEchoes(_ diagnostics: [Diagnostic], of failed: Set<String>) -> [Diagnostic] {
        guard !failed.isEmpty else { return diagnostics }
        var echoes = Set<String>()
        for name in failed {
            echoes.insert(path("styles/\(name).json"))
            echoes.insert(path("docs/components/\(name).md"))
        }
        return diagnostics.filter { diagnostic in
            !(echoes.contains(diagnostic.file) && (diagnostic.rule == .unknownComponent || diagnostic.rule == .invalidValue)
                && diagnostic.path.tokens.isEmpty)
        }
    }
}
