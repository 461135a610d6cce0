import CMicroHTTPD

/// gzip compression through zlib.
public enum Gzip {
    /// The gzip form of `bytes` at the given zlib level; nil if zlib fails.
    public static func compress(_ bytes: UnsafeRawBufferPointer, level: Int32 = 6) -> [UInt8]? {
        var stream = z_stream()
        guard sb_deflate_init_gzip(&stream, level) == Z_OK else { return nil }
        defer { deflateEnd(&stream) }
        let bound = Int(deflateBound(&stream, uLong(bytes.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let written: Int? = output.withUnsafeMutableBufferPointer { out in
            stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress?.assumingMemoryBound(to: Bytef.self))
            stream.avail_in = uInt(bytes.count)
            stream.next_out = out.baseAddress
            stream.avail_out = uInt(out.count)
            guard deflate(&stream, Z_FINISH) == Z_STREAM_END else { return nil }
            return Int(stream.total_out)
        }
        guard let written else { return nil }
        output.removeSubrange(written...)
        return output
    }

    /// The gzip form of `bytes`; nil if zlib fails.
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        bytes.withUnsafeBytes { compress($0, level: level) }
    }
}
