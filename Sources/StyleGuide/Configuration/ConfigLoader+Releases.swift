import DesignSystem

extension ConfigLoader {
    /// What can be checked of `settings.releases` without reading their tokens (so that a load
    /// stays as fast with ten releases as with none): each `tokens` path exists inside the Config
    /// folder and holds a resolver or token files, and each `inputs` names a context of today's
    /// resolver, for token files only. Their tokens are read on the first diff that asks for them,
    /// and by `swatchbook check` (``loadRelease(_:settings:strictness:)``).
    func releaseProblems(_ settings: Settings, tokens system: TokenSystem) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for release in settings.releases {
            let location = path(release.tokens)
            let at = release.pointer("tokens")
            if boundary.refusal(of: location) != nil {
                problems.append(Diagnostic(.linkOutsideConfig, file: settingsFile, path: at,
                    "the tokens of release \(release.version) ('\(release.tokens)') lead outside the Config folder (through a symbolic "
                        + "link or a '..' path), and Swatchbook reads only files inside it. Copy them into the Config, or allow such "
                        + "links with \"followLinksOutsideConfig\": true"))
                continue
            }
            let files: TokenFiles
            switch TokenFiles.locate(location) {
            case .success(let found): files = found
            case .failure(let problem):
                problems.append(Diagnostic(.invalidValue, file: settingsFile, path: at,
                                           "release \(release.version): '\(release.tokens)': \(problem.message)"))
                continue
            }
            guard let inputs = release.inputs else { continue }
            if case .resolver(let resolver) = files {
                problems.append(Diagnostic(.invalidValue, file: settingsFile, path: release.pointer("inputs"),
                    "release \(release.version) holds a resolver ('\(PublicPaths.relative(resolver, to: directory))'), whose contexts pair "
                        + "with today's by name; \"inputs\" is for token files without modifiers, to say which context they hold"))
                continue
            }
            problems += inputProblems(inputs, of: release, against: system)
        }
        return problems
    }

    /// Each input must name a modifier of today's resolver and one of its contexts.
    private func inputProblems(_ inputs: [String: String], of release: ReleaseSetting, against system: TokenSystem) -> [Diagnostic] {
        inputs.sorted { $0.key < $1.key }.compactMap { name, context in
            let at = release.pointer("inputs", name)
            guard let modifier = system.modifiers.first(where: { $0.name == name }) else {
                let known = system.modifiers.map(\.name)
                return Diagnostic(.invalidValue, file: settingsFile, path: at, "'\(name)' is not a modifier of the resolver"
                    + (known.isEmpty ? " (it has none)" : " (modifiers: \(known.joined(separator: ", ")))"))
            }
            guard modifier.contextNames.contains(context) else {
                return Diagnostic(.invalidValue, file: settingsFile, path: at,
                                  "'\(context)' is not a context of '\(name)' (\(modifier.contextNames.joined(separator: ", ")))")
            }
            return nil
        }
    }

    /// The tokens of `release`, read and resolved as strictly as asked, each file inside the
    /// Config folder unless `settings` allow links leading out; and every diagnostic.
    public func loadRelease(_ release: ReleaseSetting, settings: Settings,
                            strictness: Strictness) -> ([(Permutation, TokenSet)]?, [Diagnostic]) {
        let location = path(release.tokens)
        let boundary = self.boundary.allowingOutside(settings.followLinksOutsideConfig)
        if let refusal = boundary.refusal(of: location) { return (nil, [refusal]) }
        switch TokenFiles.locate(location) {
        case .failure(let problem): return (nil, [problem])
        case .success(let files):
            return files.load(boundary: boundary, strictness: strictness, limits: settings.tokenLimits, inputs: release.inputs ?? [:])
        }
    }
}
