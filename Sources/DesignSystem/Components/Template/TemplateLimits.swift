/// How much a template component may hold and how much one render of it may write, so that no
/// `template.html` (hostile or just careless) can make a load, a check or a preview take unbounded
/// time or memory. Each limit is a member of `limits` in `swatchbook.json`; each refusal names the
/// file, the line, the limit and its setting.
///
/// The defaults leave room many times over for real components (the bundled ones are under 1 KB,
/// with at most 25 tags nested 4 deep) and keep one preview's render to milliseconds.
public struct TemplateLimits: Sendable, Equatable {
    /// Bytes of one `template.html` (`templateBytes`).
    public var templateBytes = 65_536
    /// How deeply sections may nest in a template (`templateNestingDepth`).
    public var templateNestingDepth = 32
    /// Mustache tags in one template, comments and closing tags included (`templateTags`).
    public var templateTags = 4_096
    /// Bytes one render of a template may write, each tag it visits counting one more, so that a
    /// render writing nothing is bounded too (`previewBytes`).
    public var previewBytes = 1_048_576
    /// Elements one render of a template may write (`previewElements`).
    public var previewElements = 10_000

    /// The default limits.
    public init() {}

    /// One limit: its setting's name in `swatchbook.json`, how it is counted and what it may be set to.
    public struct Setting: Sendable, Hashable {
        /// The member of `limits`, e.g. `templateBytes`.
        public let name: String
        /// What is counted, in a plural noun: `bytes`, `levels`, `tags`, `elements`.
        public let unit: String
        /// The values the setting accepts.
        public let range: ClosedRange<Int>
        /// The limit's value in `limits`.
        public let value: WritableKeyPath<TemplateLimits, Int> & Sendable

        /// `templateBytes`.
        public static let templateBytes = Setting(name: "templateBytes", unit: "bytes", range: 1_024...16_777_216, value: \.templateBytes)
        /// `templateNestingDepth`.
        public static let templateNestingDepth = Setting(name: "templateNestingDepth", unit: "levels", range: 1...1_024,
                                                         value: \.templateNestingDepth)
        /// `templateTags`; at most 65,536, the tags a template's checker can tell apart.
        public static let templateTags = Setting(name: "templateTags", unit: "tags", range: 16...65_536, value: \.templateTags)
        /// `previewBytes`.
        public static let previewBytes = Setting(name: "previewBytes", unit: "bytes", range: 4_096...268_435_456, value: \.previewBytes)
        /// `previewElements`.
        public static let previewElements = Setting(name: "previewElements", unit: "elements", range: 16...10_000_000,
                                                    value: \.previewElements)

        /// Every template limit, in the order the manual lists them (Embedded/manual/limits.md in StyleGuide).
        public static let all: [Setting] = [.templateBytes, .templateNestingDepth, .templateTags, .previewBytes, .previewElements]
    }

    /// The value of `setting`.
    public subscript(setting: Setting) -> Int {
        get { self[keyPath: setting.value] }
        set { self[keyPath: setting.value] = newValue }
    }

    /// The refusal for going past `setting`: `what` says what was found; the message adds the limit and where to raise it.
    public func exceeded(_ setting: Setting, _ what: String, file: String, line: Int? = nil) -> Diagnostic {
        Diagnostic(.limitExceeded, file: file, line: line, message(setting, what))
    }

    /// The refusal of a `template.html` of `bytes` bytes, more than `templateBytes` (at line 1: the whole file).
    public func oversizedTemplate(_ file: String, bytes: Int) -> Diagnostic {
        exceeded(.templateBytes, "the template holds \(TokenLimits.grouped(bytes)) bytes", file: file, line: 1)
    }

    /// `what`, then the limit and where to raise it, worded as ``TokenLimits`` words its own.
    public func message(_ setting: Setting, _ what: String) -> String {
        TokenLimits.message(what, limit: self[setting], unit: setting.unit, setting: setting.name)
    }
}
