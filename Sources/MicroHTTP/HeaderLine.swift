import Glibc

/// Checks that a header field libmicrohttpd 0.9.75 parsed came from one well-formed line.
///
/// The library keeps a field's name and value in its read buffer, where the line arrived: the
/// name, a NUL where the colon was, optional spaces or tabs, then the value. When a line is
/// continued on the next (obs-fold: the next line starts with a space or tab), 0.9.75 appends the
/// continuation to the *name*, in a new allocation, so the name no longer ends where its value
/// begins. That is how a fold is recognised; the library offers no other sign of it.
enum HeaderLine {
    /// Why the field is malformed, or nil: a name that is not a token (RFC 9110 §5.1; whitespace
    /// before the colon, which RFC 9112 §5.1 refuses with 400), or a field folded over lines.
    /// `lineBound` bounds the whitespace expected between name and value.
    static func problem(name: UnsafePointer<CChar>, value: UnsafePointer<CChar>?, lineBound: Int) -> String? {
        let nameLength = strlen(name)
        let nameBytes = UnsafeRawBufferPointer(start: name, count: nameLength)
        if nameLength == 0 || !nameBytes.allSatisfy(isTokenByte) {
            return "a header field name is not a token (whitespace before the colon?)"
        }
        guard let value else { return nil }
        let gap = (name + nameLength + 1).distance(to: value)
        guard gap >= 0, gap <= lineBound else { return "a header field is folded over more than one line (obs-fold)" }
        let whitespace = UnsafeRawBufferPointer(start: name + nameLength + 1, count: gap)
        guard whitespace.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
            return "a header field is folded over more than one line (obs-fold)"
        }
        return nil
    }

    /// `tchar` of RFC 9110 §5.6.2.
    private static func isTokenByte(_ byte: UInt8) -> Bool { tokenBytes[Int(byte)] }

    private static let tokenBytes: [Bool] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(UInt8(byte))
        }
    }
}
