import ArgumentParser
import StyleGuide
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `swatchbook token create NAME`: a new token, printed once on the last line; only its hash is kept.
struct MachineTokenCreate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create a token and print it once, alone on the last line of standard output.",
        discussion: "Keep the token where the machine reads it (a CI secret); Swatchbook keeps only its SHA-256 and cannot show it again."
    )

    @Argument(help: "The token's name: 1 to 64 letters, digits, '.', '_' or '-' (what the audit log calls it).")
    var name: String

    @Option(name: .customLong("scope"), help: "What it may read: api, guide, mcp or metrics; repeat or separate with commas (default: api).")
    var scopes: [String] = []

    @Option(help: "When it stops working: a duration (90d, 12h, 30m, 2w) or a date (2027-01-31, or 2027-01-31T12:00:00Z); default never.")
    var expires: String?

    @OptionGroup var file: TokensFileOptions

    func validate() throws {
        if let problem = MachineToken.nameProblem(name) { throw ValidationError(problem) }
        _ = try parsedScopes()
        if let expires, case .failure(let error) = MachineTokenExpiry.parse(expires, now: Date()) { throw ValidationError(error.description) }
    }

    /// The scopes `--scope` names, `api` when none.
    func parsedScopes() throws -> Set<AccessScope> {
        let names = scopes.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map { String($0.filter { !$0.isWhitespace }) }
        var parsed: Set<AccessScope> = []
        for name in names {
            guard let scope = AccessScope(rawValue: name) else {
                throw ValidationError("--scope must be api, guide, mcp or metrics, found '\(name.prefix(40))'")
            }
            parsed.insert(scope)
        }
        return parsed.isEmpty ? [.api] : parsed
    }

    func run() throws {
        let now = Date()
        let expiry = try expires.map { text in try MachineTokenExpiry.parse(text, now: now).get() }
        let scopes = try parsedScopes()
        let secret = MachineTokenSecret.generate()
        let token = MachineToken(name: name, hash: secret.hash, scopes: scopes, created: now, expires: expiry, hint: secret.hint)
        let disk = try file.disk()
        try file.update { (tokens: inout MachineTokenFile) throws(MachineTokenError) in
            guard tokens[name] == nil else { throw .exists(name) }
            tokens.tokens.append(token)
        }
        let scopeList = scopes.sorted().map(\.rawValue).joined(separator: ",")
        Console.writeError("created token '\(name)' (scopes: \(scopeList); expires: \(expiry.map { $0.formatted(.iso8601) } ?? "never")) "
            + "in \(disk.location.path); it is shown once, below")
        Console.write(secret.text)
    }
}
