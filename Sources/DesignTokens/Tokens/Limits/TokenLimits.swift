/// How much a design system's token files may hold, so that no file (hostile or just huge) can
/// make loading take unbounded time or memory. Each limit is a member of `limits` in
/// `swatchbook.json`, and each refusal names the file, the JSON path, the limit and its setting.
///
/// The defaults leave room for the largest public systems (Adobe Spectrum resolves about 6,300
/// tokens across its permutations, GitHub Primer about 16,000) many times over, and keep a server
/// loading a Config at the limits under 512 MB.
public struct TokenLimits: Sendable, Equatable {
    /// Bytes of one token file or resolver document (`tokenFileBytes`).
    public var tokenFileBytes = 16 * 1_048_576
    /// Bytes of all the files of a Config folder together (`configBytes`).
    public var configBytes = 64 * 1_048_576
    /// Tokens resolved across every permutation: a token in two themes counts twice (`tokens`).
    public var tokens = 200_000
    /// Permutations of a resolver's modifiers: the product of their contexts (`permutations`).
    public var permutations = 4_096
    /// Token definitions merged to build every permutation: each source's tokens, each time a
    /// permutation merges that source (`mergedTokens`).
    public var mergedTokens = 1_000_000
    /// How deeply groups, and JSON arrays and objects, may nest in a token file (`nestingDepth`).
    public var nestingDepth = 64
    /// Parts of one composite value (shadow layers, gradient stops, font-family entries) once
    /// its aliases are followed (`compositeParts`).
    public var compositeParts = 1_000
    /// Parts of all composite values of every permutation, once aliases are followed (`compositePartsTotal`).
    public var compositePartsTotal = 1_000_000
    /// Bytes of one member name: a token's or group's name, or any other key (`nameBytes`).
    public var nameBytes = 256
    /// Bytes of one string value, such as a `$description` (`stringBytes`).
    public var stringBytes = 65_536

    /// The default limits.
    public init() {}

    /// One limit: its setting's name in `swatchbook.json` and how it is counted.
    public struct Setting: Sendable, Hashable {
        /// The member of `limits`, e.g. `tokenFileBytes`.
        public let name: String
        /// What is counted, in a plural noun: `bytes`, `tokens`, `levels`, `parts`.
        public let unit: String
        /// The limit's value in `limits`.
        public let value: WritableKeyPath<TokenLimits, Int> & Sendable

        /// `tokenFileBytes`.
        public static let tokenFileBytes = Setting(name: "tokenFileBytes", unit: "bytes", value: \.tokenFileBytes)
        /// `configBytes`.
        public static let configBytes = Setting(name: "configBytes", unit: "bytes", value: \.configBytes)
        /// `tokens`.
        public static let tokens = Setting(name: "tokens", unit: "tokens", value: \.tokens)
        /// `permutations`.
        public static let permutations = Setting(name: "permutations", unit: "permutations", value: \.permutations)
        /// `mergedTokens`.
        public static let mergedTokens = Setting(name: "mergedTokens", unit: "token definitions", value: \.mergedTokens)
        /// `nestingDepth`.
        public static let nestingDepth = Setting(name: "nestingDepth", unit: "levels", value: \.nestingDepth)
        /// `compositeParts`.
        public static let compositeParts = Setting(name: "compositeParts", unit: "parts", value: \.compositeParts)
        /// `compositePartsTotal`.
        public static let compositePartsTotal = Setting(name: "compositePartsTotal", unit: "parts", value: \.compositePartsTotal)
        /// `nameBytes`.
        public static let nameBytes = Setting(name: "nameBytes", unit: "bytes", value: \.nameBytes)
        /// `stringBytes`.
        public static let stringBytes = Setting(name: "stringBytes", unit: "bytes", value: \.stringBytes)

        /// Every token limit, in the order the manual lists them (Embedded/manual/limits.md in StyleGuide).
        public static let all: [Setting] = [.tokenFileBytes, .configBytes, .tokens, .permutations, .mergedTokens,
                                             .nestingDepth, .compositeParts, .compositePartsTotal, .nameBytes, .stringBytes]
    }

    /// The value of `setting`.
    public subscript(setting: Setting) -> Int {
        get { self[keyPath: setting.value] }
        set { self[keyPath: setting.value] = newValue }
    }

    /// The refusal for going past `setting`: `what` says what was found (e.g. "the file holds
    /// 20,000,000 bytes"); the message adds the limit and where to raise it.
    public func exceeded(_ setting: Setting, _ what: String, file: String, path: JSONPointer = .root,
                         line: Int? = nil) -> Diagnostic {
        Diagnostic(.limitExceeded, file: file, path: path, line: line, message(setting, what))
    }

    /// `what` (e.g. "the file holds 20,000,000 bytes"), then the limit and where to raise it.
    public func message(_ setting: Setting, _ what: String) -> String {
        Self.message(what, limit: self[setting], unit: setting.unit, setting: setting.name)
    }

    /// `what`, then `limit` in `unit` and the member of `limits` that raises it: the wording of
    /// every limit of `swatchbook.json`, tokens' or not.
    public static func message(_ what: String, limit: Int, unit: String, setting: String) -> String {
        "\(what); the limit is \(grouped(limit)) \(unit) (\"limits\": {\"\(setting)\": …} in swatchbook.json)"
    }

    /// `1234567` as `1,234,567`.
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }
}

extension Diagnostic.Rule {
    /// A file goes past one of the ``TokenLimits``.
    public static let limitExceeded = Diagnostic.Rule("limit-exceeded")
}
