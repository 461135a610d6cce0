/// How far the start of a URL attribute's value has been written: whether its scheme is settled
/// yet, and so whether a value may be written at this point of it.
///
/// A value may follow text that fixes the scheme (`/`, `#`, `?`, `./`, `../`, `https:`, `http:`,
/// `mailto:`, `tel:`), or stand alone as the whole URL when it is `{{image.url}}` (an item's image,
/// which Swatchbook checks). Text is read as a browser reads a URL: character references decoded,
/// control characters and whitespace dropped, `\` as `/`.
enum TemplateURLStart: Sendable, Equatable {
    /// Nothing written yet.
    case start
    /// Text that does not settle the scheme yet (`/`, `.`, `htt`, `java`), as written.
    case open([UInt8])
    /// The scheme is settled and a value may follow.
    case safe
    /// The scheme is settled and a value may not follow, for the reason given.
    case unsafe(String)
    /// `{{image.url}}` was written as the whole URL: nothing may follow it.
    case wholeImage

    /// The schemes after which a value may be written.
    static let safeSchemes: Set<String> = ["http", "https", "mailto", "tel"]
    /// Text longer than this without a scheme's end is no scheme of the list.
    static let longestScheme = 64

    /// The state once `byte` of the URL's text is written; the problem, when nothing may be written here.
    func reading(_ byte: UInt8) -> (TemplateURLStart, String?) {
        switch self {
        case .start: (Self.settling([byte]), nil)
        case .open(let written): (written.count >= Self.longestScheme ? .unsafe(Self.unfixed(written)) : Self.settling(written + [byte]), nil)
        case .safe, .unsafe: (self, nil)
        case .wholeImage: (.unsafe("{{image.url}} must be the whole URL"), "{{image.url}} must be the whole URL, with nothing after it")
        }
    }

    /// Why a value may not be written here, or nil; `name` is the name the value reads.
    func valueProblem(_ name: TemplateName) -> String? {
        switch self {
        case .start:
            guard name.written == "image.url" || name.written == "url" else {
                return "a URL that starts with a value could be javascript: or data:; start it with /, #, ? or https://, "
                    + "or use {{image.url}} on its own, which Swatchbook checks"
            }
            return nil
        case .open(let written):
            return Self.decoded(written) == "/" ? nil : Self.unfixed(written)
        case .safe: return nil
        case .unsafe(let reason): return reason
        case .wholeImage: return "{{image.url}} must be the whole URL, with nothing after it"
        }
    }

    /// The state after a value allowed here.
    func afterValue(_ name: TemplateName) -> TemplateURLStart {
        self == .start ? .wholeImage : .safe
    }

    /// The state of a URL whose text so far is `written`.
    static func settling(_ written: [UInt8]) -> TemplateURLStart {
        if endsInReference(written) { return written.count > longestScheme ? .unsafe(unfixed(written)) : .open(written) }
        let url = decoded(written)
        if url.isEmpty || url == "/" || url == "." || url == ".." { return .open(written) }
        if url.hasPrefix("//") { return .unsafe("a URL starting with // leaves the site; write https:// and its host") }
        if url.hasPrefix("/") || url.hasPrefix("#") || url.hasPrefix("?") || url.hasPrefix("./") || url.hasPrefix("../") { return .safe }
        guard let end = url.firstIndex(where: { ":/?#".contains($0) }) else {
            return written.count > longestScheme ? .unsafe(unfixed(written)) : .open(written)
        }
        return url[end] == ":" && safeSchemes.contains(String(url[..<end])) ? .safe : .unsafe(unfixed(written))
    }

    /// Whether `written` ends in a character reference still being written (`&#10`, `&am`), whose
    /// meaning the next bytes decide.
    static func endsInReference(_ written: [UInt8]) -> Bool {
        guard let ampersand = written.lastIndex(of: UInt8(ascii: "&")) else { return false }
        return written[(ampersand + 1)...].allSatisfy { byte in
            byte == UInt8(ascii: "#") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
    }

    /// `written` read as a browser reads a URL: references decoded, controls and whitespace dropped, `\` as `/`, lower-cased.
    static func decoded(_ written: [UInt8]) -> String {
        let text = HTMLFragmentParser.decodingCharacterReferences(in: String(decoding: written, as: UTF8.self))
        return HTMLURLCheck.normalised(text).replacing("\\", with: "/").lowercased()
    }

    /// Why a value may not follow `written`.
    private static func unfixed(_ written: [UInt8]) -> String {
        "the text before the value (\(String(decoding: written, as: UTF8.self))) does not fix the URL's scheme, "
            + "so a value could finish it as javascript:; start with /, #, ? or https://"
    }
}
