/// The build of this binary: the git commit it was built from and that commit's date, as the
/// Makefile writes them into `Embedded/build-info/build.txt` before it builds (`commit=…` and
/// `date=…` lines). Built any other way (a clean clone with `swift build`, a Docker image, a
/// source tree without `.git`), both are "unknown"; a commit's date, not the time of the build,
/// keeps two builds of one commit the same bytes.
public struct SwatchbookBuild: Sendable, Equatable {
    /// What an unknown commit or date is written as.
    public static let unknown = "unknown"

    /// The commit, 7 to 40 lower-case hex digits, or "unknown".
    public let commit: String
    /// The commit's date as `YYYY-MM-DD`, or "unknown".
    public let date: String

    /// This binary's build, read from the embedded file.
    public static let current = SwatchbookBuild(
        parsing: EmbeddedFiles.below("build-info/")["build.txt"].map { String(decoding: $0.bytes, as: UTF8.self) })

    /// The build `text` names (`commit=…` and `date=…` lines, in any order); a value missing or
    /// not of its form is "unknown".
    public init(parsing text: String?) {
        var values: [String: String] = [:]
        for line in (text ?? "").split(whereSeparator: \.isNewline) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            values[String(line[..<equals])] = String(line[line.index(after: equals)...]).trimmingWhitespace()
        }
        let commit = values["commit"] ?? ""
        self.commit = (7...40).contains(commit.count) && commit.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) ? commit : Self.unknown
        let date = values["date"] ?? ""
        self.date = Self.isDate(date) ? date : Self.unknown
    }

    /// What `swatchbook --version` prints: `swatchbook 0.1.0 (commit 1a2b3c4…, 2026-11-27)`.
    public var versionLine: String {
        "swatchbook \(SwatchbookVersion.current) (commit \(commit), \(date))"
    }

    /// True for `YYYY-MM-DD` written with digits.
    private static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }
}
