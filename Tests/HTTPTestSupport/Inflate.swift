import CMicroHTTPD

/// Decompresses a gzip body, to check what the server compressed.
public func gunzip(_ bytes: [UInt8]) -> [UInt8]? {
    var stream = z_stream()
    guard sb_inflate_init_gzip(&stream) == Z_OK else { return nil }
    defer { inflateEnd(&stream) }
    var input = bytes
    var output: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    return input.withUnsafeMutableBufferPointer { inputBuffer -> [UInt8]? in
        stream.next_in = inputBuffer.baseAddress
        stream.avail_in = uInt(inputBuffer.count)
        while true {
            let (status, produced) = chunk.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                stream.next_out = out.baseAddress
                stream.avail_out = uInt(out.count)
                let status = inflate(&stream, Z_NO_FLUSH)
                return (status, out.count - Int(stream.avail_out))
            }
            output.append(contentsOf: chunk[..<produced])
            if status == Z_STREAM_END { return output }
            if status != Z_OK { return nil }
        }
    }
}
