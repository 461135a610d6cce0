/// A release's version: `MAJOR.MINOR.PATCH` as semantic versioning writes it, where the minor
/// and patch numbers may be left out (`2`, `2.1`), with an optional pre-release (`-beta.2`) and
/// build metadata (`+20250101`).
///
/// Versions are ordered by semver precedence: numbers numerically (a missing one counts as 0),
/// a pre-release below its release, pre-release identifiers numeric before alphanumeric and
/// compared in turn; build metadata does not order (`1.0` and `1.0.0+b1` are the same version).
public struct SemanticVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The version as written, which is also how URLs and the command line name it.
    public let text: String
    private let numbers: [Int]
    private let prerelease: [String]

    /// The version `text` names, or nil when it is not one (see ``problem(in:)``).
    public init?(_ text: String) {
        guard Self.problem(in: text) == nil else { return nil }
        self.text = text
        let core = text.prefix { $0 != "-" && $0 != "+" }
        let parts = core.split(separator: ".").map { Int($0)! }
        numbers = parts + Array(repeating: 0, count: 3 - parts.count)
        let afterCore = text.dropFirst(core.count)
        prerelease = afterCore.hasPrefix("-")
            ? afterCore.dropFirst().prefix { $0 != "+" }.split(separator: ".").map(String.init) : []
    }

    /// As written.
    public var description: String { text }

    /// The word that names the tokens being served instead of a release.
    public static let current = "current"

    /// Why `text` is not a version, or nil when it is one.
    public static func problem(in text: String) -> String? {
        if text == current { return "'current' is reserved: it names the tokens the Config serves now" }
        if text.first == "v" || text.first == "V", problem(in: String(text.dropFirst())) == nil {
            return "write the version without the '\(text.prefix(1))': \(text.dropFirst())"
        }
        let example = "a version such as 1.2.0, 2.0.0-beta.1 or 3"
        guard !text.isEmpty, text.utf8.count <= 64 else { return "must be \(example) (at most 64 characters)" }
        let core = text.prefix { $0 != "-" && $0 != "+" }
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy(isNumber) else {
            return "'\(text)' is not \(example): one to three whole numbers separated by dots, then an optional -pre-release and +build"
        }
        var rest = text.dropFirst(core.count)
        if rest.hasPrefix("-") {
            let pre = rest.dropFirst().prefix { $0 != "+" }
            guard identifiers(pre) else { return "the pre-release of '\(text)' must be dot-separated letters, digits and hyphens" }
            rest = rest.dropFirst(pre.count + 1)
        }
        if rest.hasPrefix("+") {
            guard identifiers(rest.dropFirst()) else { return "the build metadata of '\(text)' must be dot-separated letters, digits and hyphens" }
            rest = rest.dropFirst(rest.count)
        }
        return rest.isEmpty ? nil : "'\(text)' is not \(example)"
    }

    /// True when both name the same version (build metadata aside).
    public func isSameVersion(as other: SemanticVersion) -> Bool {
        numbers == other.numbers && prerelease == other.prerelease
    }

    /// Semver precedence; versions of equal precedence are ordered by their text, so the order is total.
    public static func < (a: SemanticVersion, b: SemanticVersion) -> Bool {
        if a.numbers != b.numbers { return a.numbers.lexicographicallyPrecedes(b.numbers) }
        if a.prerelease != b.prerelease {
            if a.prerelease.isEmpty || b.prerelease.isEmpty { return !a.prerelease.isEmpty }
            for (x, y) in zip(a.prerelease, b.prerelease) where x != y {
                switch (Int(x), Int(y)) {
                case let (m?, n?): return m < n
                case (.some, nil): return true
                case (nil, .some): return false
                case (nil, nil): return x < y
                }
            }
            return a.prerelease.count < b.prerelease.count
        }
        return a.text < b.text
    }

    /// Digits only, without a leading zero (but `0` itself).
    private static func isNumber(_ part: Substring) -> Bool {
        !part.isEmpty && part.count <= 9 && part.allSatisfy(\.isASCIIDigit) && (part == "0" || part.first != "0")
    }

    /// Non-empty dot-separated identifiers of ASCII letters, digits and hyphens.
    private static func identifiers(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty && part.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
        }
    }
}

extension Character {
    /// True for `0` to `9`.
    var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
