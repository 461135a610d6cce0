/// The rows of a GFM table: cells split at `|` (a `\|` is a `|` of the cell), and the delimiter row's alignments.
enum MarkdownTableRow {
    /// The cells of `row`, each trimmed, without the pipes at its ends; `\|` written as `|`.
    static func cells(of row: ArraySlice<UInt8>) -> [String] {
        var cells: [String] = []
        var cell: [UInt8] = []
        var bytes = trimmed(row)
        if bytes.first == UInt8(ascii: "|") { bytes = bytes.dropFirst() }
        var index = bytes.startIndex
        var closedByPipe = false
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.endIndex, bytes[index + 1] == UInt8(ascii: "|") {
                cell.append(UInt8(ascii: "|"))
                index += 2
                continue
            }
            if byte == UInt8(ascii: "|") {
                cells.append(String(decoding: trimmed(cell[...]), as: UTF8.self))
                cell = []
                closedByPipe = true
            } else {
                cell.append(byte)
                closedByPipe = false
            }
            index += 1
        }
        if !closedByPipe || cells.isEmpty { cells.append(String(decoding: trimmed(cell[...]), as: UTF8.self)) }
        return cells
    }

    /// The alignment of each column of a delimiter row (`| :-- | :-: | --: |`), or nil when `row` is not one.
    static func alignments(of row: ArraySlice<UInt8>) -> [MarkdownTable.Alignment?]? {
        let cells = Self.cells(of: row)
        guard !cells.isEmpty, row.contains(UInt8(ascii: "|")) || cells.count == 1 else { return nil }
        var alignments: [MarkdownTable.Alignment?] = []
        for cell in cells {
            let bytes = Array(cell.utf8)
            let left = bytes.first == UInt8(ascii: ":"), right = bytes.last == UInt8(ascii: ":")
            let dashes = bytes.dropFirst(left ? 1 : 0).dropLast(right && bytes.count > 1 ? 1 : 0)
            guard !dashes.isEmpty, dashes.allSatisfy({ $0 == UInt8(ascii: "-") }) else { return nil }
            alignments.append(left && right ? .center : left ? .left : right ? .right : nil)
        }
        guard row.contains(UInt8(ascii: "|")) else { return nil }
        return alignments
    }

    /// `bytes` without spaces and tabs at either end.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var bytes = bytes
        while let first = bytes.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes = bytes.dropLast() }
        return bytes
    }
}
