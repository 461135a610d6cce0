/// A DTCG resolver document (Resolver Module 2025.10): sets, modifiers, and the order they apply in.
public struct ResolverDocument: Sendable {
    /// The file it was read from, as named in messages.
    public let file: String
    /// `name`.
    public var name: String?
    /// `description`.
    public var description: String?
    /// The named sets, by name.
    public var sets: [String: ResolverSet] = [:]
    /// The named modifiers, by name.
    public var modifiers: [String: ResolverModifier] = [:]
    /// `resolutionOrder`, with references to named sets and modifiers looked up.
    public var order: [ResolutionStep] = []

    /// An empty document read from `file`.
    public init(file: String) { self.file = file }

    /// The modifiers the resolution order uses, in that order, each once.
    public var activeModifiers: [ResolverModifier] {
        var seen = Set<String>()
        return order.compactMap { step in
            guard case .modifier(let modifier) = step, seen.insert(modifier.name).inserted else { return nil }
            return modifier
        }
    }
}

/// One step of the resolution order.
public enum ResolutionStep: Sendable {
    /// Merge these sources.
    case set(ResolverSet)
    /// Merge the sources of the context the inputs choose.
    case modifier(ResolverModifier)
}

/// A set: token sources merged in order.
public struct ResolverSet: Sendable {
    /// Its name.
    public var name: String
    /// `description`.
    public var description: String?
    /// The sources, in order.
    public var sources: [ResolverSource]
    /// Where it was written.
    public var origin: TokenOrigin
}

/// A modifier: alternative lists of sources (contexts), one chosen per resolution.
public struct ResolverModifier: Sendable {
    /// Its name: the key inputs use.
    public var name: String
    /// `description`.
    public var description: String?
    /// The contexts and their sources, in file order.
    public var contexts: [(name: String, sources: [ResolverSource])]
    /// The context used when the inputs name none.
    public var defaultContext: String?
    /// Where it was written.
    public var origin: TokenOrigin

    /// The context names, in order.
    public var contextNames: [String] { contexts.map(\.name) }
}

/// Where a set's or context's tokens come from.
public enum ResolverSource: Sendable {
    /// A token file (path relative to the resolver document), perhaps a fragment of it, with
    /// members written next to `$ref` overriding the file's top-level members.
    case file(path: String, fragment: JSONPointer?, overrides: JSONObject?, origin: TokenOrigin)
    /// All the sources of a named set, in its place.
    case set(name: String, origin: TokenOrigin)
    /// Tokens written in the resolver document itself.
    case inline(JSON, origin: TokenOrigin)
}

/// Reads the token files a resolver document names.
public protocol TokenFileSource: Sendable {
    /// The bytes of the file at `path`, or a diagnostic naming it and saying why it cannot be read.
    func contents(of path: String) -> Result<[UInt8], Diagnostic>
    /// The bytes of the file at `path` when it holds at most `limits.tokenFileBytes`; a source that
    /// can tell a file's size before reading it refuses a larger one without reading it.
    func contents(of path: String, within limits: TokenLimits) -> Result<[UInt8], Diagnostic>
}

extension TokenFileSource {
    /// Reads the file, then refuses it when it holds more than `limits.tokenFileBytes`.
    public func contents(of path: String, within limits: TokenLimits) -> Result<[UInt8], Diagnostic> {
        contents(of: path).flatMap { limits.within($0, file: path) }
    }
}

extension TokenLimits {
    /// `bytes`, read from `file`, or their refusal when they are more than `tokenFileBytes`.
    public func within(_ bytes: [UInt8], file: String) -> Result<[UInt8], Diagnostic> {
        bytes.count > tokenFileBytes ? .failure(oversizedFile(file, bytes: bytes.count)) : .success(bytes)
    }

    /// The refusal of a token file of `bytes` bytes, over `tokenFileBytes`.
    public func oversizedFile(_ file: String, bytes: Int) -> Diagnostic {
        exceeded(.tokenFileBytes, "the file holds \(Self.grouped(bytes)) bytes", file: file)
    }
}

/// Joins and normalises the relative paths of `$ref`s, without touching a file system.
public enum ReferencePath {
    /// `relative` resolved against the folder of `document`: `a/b.json` + `./c/d.json` → `a/c/d.json`.
    public static func resolve(_ relative: String, from document: String) -> String {
        if relative.hasPrefix("/") { return normalise(relative) }
        let folder = document.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return normalise(folder.isEmpty ? relative : folder + "/" + relative)
    }

    /// Removes `.` segments and folds `..` into the segment before it where there is one.
    public static func normalise(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
