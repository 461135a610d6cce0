/// How one fuzz input holds several files: separated by NUL bytes, which no file a target reads
/// as text or JSON may contain, so the fuzzer can cut, join and swap them freely.
enum FuzzInput {
    /// The files of `input`, in order: the first before any NUL, then one after each NUL.
    static func parts(of input: [UInt8]) -> [ArraySlice<UInt8>] {
        input.split(separator: 0, omittingEmptySubsequences: false)
    }

    /// The text of `bytes` when they are UTF-8, as Swatchbook reads a template or a markdown page; nil when not.
    static func text(_ bytes: some Collection<UInt8>) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// A file after the first: its first line names it (a path), the rest is its content.
    static func namedFile(_ part: ArraySlice<UInt8>) -> (path: String, contents: ArraySlice<UInt8>) {
        guard let newline = part.firstIndex(of: UInt8(ascii: "\n")) else { return (String(decoding: part, as: UTF8.self), []) }
        return (String(decoding: part[..<newline], as: UTF8.self), part[(newline + 1)...])
    }
}
