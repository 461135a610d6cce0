import DesignSystem
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Diagnostic.Rule {
    /// The resolver document a Config names (or the default one) does not exist.
    public static let missingResolver = Diagnostic.Rule("missing-resolver")
}

extension ConfigLoader {
    /// The tokens of the resolver `settings` names, resolved for the permutations of `scope`. A
    /// resolver that does not exist is one error that says what a resolver is and how to make one.
    public func loadTokens(settings: Settings, scope: TokenSystem.Scope = .all,
                           strictness: Strictness) -> (TokenSystem?, [Diagnostic]) {
        // An absolute path is honoured as it is, within the same boundary as any other file of the Config.
        let absolute = settings.resolver.hasPrefix("/")
        let resolver = absolute ? settings.resolver : path(settings.resolver)
        guard FileManager.default.fileExists(atPath: resolver) else {
            return (nil, [Diagnostic(.missingResolver, file: resolver, Self.missingResolverMessage(settings.resolver))])
        }
        let boundary = self.boundary.allowingOutside(settings.followLinksOutsideConfig)
        if let refusal = boundary.refusal(of: resolver) { return (nil, [absolute ? outsideResolver(settings.resolver) : refusal]) }
        let source = DiskTokenFileSource(boundary: boundary)
        return TokenSystem.load(resolver: resolver, source: source, scope: scope, strictness: strictness,
                                limits: settings.tokenLimits)
    }

    /// The refusal when the files of the Config folder together hold more than `limits.configBytes`.
    public func sizeRefusal(limits: TokenLimits) -> Diagnostic? {
        let listing = FolderListing(of: directory)
        let total = listing.totalBytes
        guard total > limits.configBytes else { return nil }
        let largest = listing.files.sorted { $0.bytes > $1.bytes }.prefix(3)
            .map { "\($0.path.dropFirst(directory.count + 1)) \(TokenLimits.grouped($0.bytes))" }.joined(separator: ", ")
        return limits.exceeded(.configBytes, "the \(listing.files.count) files of the Config folder hold "
            + "\(TokenLimits.grouped(total)) bytes (the largest: \(largest))", file: directory)
    }

    /// The refusal of an absolute `"resolver"` path outside the Config folder, saying the three ways on.
    func outsideResolver(_ named: String) -> Diagnostic {
        Diagnostic(.linkOutsideConfig, file: settingsFile, path: JSONPointer(tokens: ["resolver"]),
            "\"resolver\" is the absolute path '\(named)', outside the Config folder, and Swatchbook reads only files inside it, "
                + "so that a served Config cannot publish other files of the machine. Move the token files into the Config and name "
                + "the resolver relative to it (such as tokens/\(TokenSetConfig.stem(of: named)).resolver.json), allow files outside it with "
                + "\"followLinksOutsideConfig\": true in swatchbook.json, or serve the token set alone with swatchbook serve --resolver \(named)")
    }

    /// What a resolver is, where a Config names it, and how to get one.
    static func missingResolverMessage(_ named: String) -> String {
        let standard = Settings().resolver
        let naming = named == standard ? "swatchbook.json names it with \"resolver\" (default '\(standard)')"
            : "swatchbook.json names it '\(named)' with \"resolver\" (the default is '\(standard)')"
        return "there is no resolver here. A Config needs one: the DTCG resolver document that lists the token files and "
            + "the modifiers (such as light/dark) that combine them into tokens. \(naming). Write one here, point \"resolver\" "
            + "at yours, or run 'swatchbook init DIR' to write a starting Config with one"
    }
}
