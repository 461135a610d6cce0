/// Whether the value of a URL attribute is safe to put on a page.
///
/// The value is first normalised as a browser's URL parser would see it (ASCII tab, line feed
/// and carriage return removed everywhere; spaces and C0 controls trimmed from both ends), so
/// `java&#x09;script:` or ` JaVaScRiPt:` are recognised. A URL with no scheme (a path, `#…`,
/// `?…`) is allowed, one starting with `//` (or a backslash variant) is not, and a scheme is
/// allowed when it is in the policy's list.
enum HTMLURLCheck {
    /// What is wrong with a URL.
    enum Problem: Equatable {
        /// The URL has this scheme (lower-cased), which is not allowed.
        case scheme(String)
        /// The URL starts with `//`: it leaves the site with the page's scheme.
        case protocolRelative
    }

    /// What is wrong with `value` under `allowedSchemes`, or `nil` when it is safe.
    static func problem(with value: String, allowedSchemes: Set<String>) -> Problem? {
        let url = normalised(value)
        let start = url.unicodeScalars.prefix(2).map { $0 == "\\" ? "/" : $0 }
        if start == ["/", "/"] { return .protocolRelative }
        guard let scheme = scheme(of: url), !allowedSchemes.contains(scheme) else { return nil }
        return .scheme(scheme)
    }

    /// `value` without ASCII tab, line feed and carriage return, and with leading and trailing
    /// spaces and C0 controls removed.
    static func normalised(_ value: String) -> String {
        let scalars = value.unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }
        guard let first = scalars.firstIndex(where: { $0.value > 0x20 }),
              let last = scalars.lastIndex(where: { $0.value > 0x20 }) else { return "" }
        return String(String.UnicodeScalarView(scalars[first...last]))
    }

    /// The lower-cased scheme of a normalised URL: an ASCII letter then letters, digits, `+`, `-`
    /// or `.` up to a `:`; `nil` when the URL has none (it is then relative).
    static func scheme(of url: String) -> String? {
        var scheme = String.UnicodeScalarView()
        for scalar in url.unicodeScalars {
            if scalar == ":" { return scheme.isEmpty ? nil : String(scheme) }
            let allowed = scheme.isEmpty
                ? scalar.isASCIILetter
                : scalar.isASCIILetter || scalar.isASCIIDigit || scalar == "+" || scalar == "-" || scalar == "."
            guard allowed else { return nil }
            scheme.append(scalar.asciiLowercased)
        }
        return nil
    }
}
