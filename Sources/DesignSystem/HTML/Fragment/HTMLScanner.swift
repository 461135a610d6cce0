/// A cursor over a fragment's Unicode scalars that knows its 1-based line and column.
///
/// Line breaks are normalised as HTML does before tokenizing (`\r\n` and a lone `\r` become
/// `\n`), and U+0000 becomes U+FFFD, so lines and columns match what an editor shows.
struct HTMLScanner {
    private let scalars: [Unicode.Scalar]
    /// The index of the next scalar.
    private(set) var index = 0
    /// The 1-based line of the next scalar.
    private(set) var line = 1
    /// The 1-based column of the next scalar.
    private(set) var column = 1

    /// A scanner at the start of `text`.
    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": scalars.append("\n")
            case "\n" where previousWasReturn: break
            case "\u{0}": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            previousWasReturn = scalar == "\r"
        }
        self.scalars = scalars
    }

    /// Whether every scalar has been read.
    var isAtEnd: Bool { index >= scalars.count }

    /// The scalar `offset` places ahead of the cursor, or `nil` past the end.
    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position < scalars.count ? scalars[position] : nil
    }

    /// Moves past one scalar, counting lines.
    mutating func advance() {
        guard index < scalars.count else { return }
        if scalars[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    /// Moves past `count` scalars.
    mutating func advance(by count: Int) {
        for _ in 0..<count { advance() }
    }

    /// Reads and returns the next scalar.
    mutating func next() -> Unicode.Scalar? {
        guard let scalar = peek() else { return nil }
        advance()
        return scalar
    }

    /// Whether the scalars at `offset` ahead spell the ASCII `word`, ignoring ASCII case.
    func hasPrefix(_ word: String, at offset: Int = 0) -> Bool {
        var position = index + offset
        for expected in word.unicodeScalars {
            guard position < scalars.count,
                  scalars[position].asciiLowercased == expected.asciiLowercased else { return false }
            position += 1
        }
        return true
    }

    /// Moves past `word` if the scalars ahead spell it (ignoring ASCII case); whether they did.
    mutating func skip(_ word: String) -> Bool {
        guard hasPrefix(word) else { return false }
        advance(by: word.unicodeScalars.count)
        return true
    }

    /// Moves past spaces, tabs, line feeds and form feeds.
    mutating func skipWhitespace() {
        while let scalar = peek(), scalar.isHTMLWhitespace { advance() }
    }
}

extension Unicode.Scalar {
    /// Space, tab, line feed, form feed or carriage return: HTML's whitespace.
    var isHTMLWhitespace: Bool {
        self == " " || self == "\t" || self == "\n" || self == "\u{C}" || self == "\r"
    }

    /// Whether this is an ASCII letter.
    var isASCIILetter: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self)
    }

    /// Whether this is an ASCII digit.
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }

    /// This scalar with an ASCII upper-case letter made lower-case.
    var asciiLowercased: Unicode.Scalar {
        ("A"..."Z").contains(self) ? Unicode.Scalar(value + 32)! : self
    }
}
