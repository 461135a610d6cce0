/// The 1-based line of any byte offset of a text, counting lines as `JSONReader` does
/// (`\n`, `\r\n` and a lone `\r` each end one), found by binary search.
struct LineTable {
    /// The offset at which each line starts.
    private var starts: [Int] = [0]

    /// The lines of `bytes`, in one pass.
    init(_ bytes: [UInt8]) {
        for index in bytes.indices {
            if bytes[index] == UInt8(ascii: "\n")
                || (bytes[index] == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                starts.append(index + 1)
            }
        }
    }

    /// The line holding `offset`.
    func line(at offset: Int) -> Int {
        var low = 0
        var high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle } else { high = middle }
        }
        return low + 1
    }
}
