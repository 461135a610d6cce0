// The Hummingbird 2 peer: a plain Hummingbird application that answers every GET with the same
// bytes and header fields, captured from Swatchbook's answer, as the C floor (Benchmarks/floor.c)
// does. Benchmarks/run.sh runs it beside Swatchbook and prints Swatchbook's requests/s over its.
//
// usage: hummingbird-peer PORT THREADS BODY_FILE [HEADER_FILE]
//   PORT 0 picks a free port; the real one is printed as "peer listening on PORT".
//   HEADER_FILE holds "Name: value" lines to add to every response.
import Hummingbird
import HTTPTypes
import NIOCore
import NIOPosix
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of the file at `path`, or the program stops naming it.
func contents(of path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { fatalError("cannot read \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
        let read = fread(&chunk, 1, chunk.count, file)
        if read == 0 { break }
        bytes.append(contentsOf: chunk[..<read])
    }
    return bytes
}

/// The header fields of a file of `Name: value` lines.
func fields(in bytes: [UInt8]) -> HTTPFields {
    var fields = HTTPFields()
    for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
        guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else { continue }
        fields.append(HTTPField(name: name, value: String(line[line.index(after: colon)...].drop { $0 == " " })))
    }
    return fields
}

let arguments = CommandLine.arguments
guard arguments.count >= 4, let port = Int(arguments[1]), let threads = Int(arguments[2]) else {
    print("usage: hummingbird-peer PORT THREADS BODY_FILE [HEADER_FILE]")
    exit(2)
}
let body = ByteBuffer(bytes: contents(of: arguments[3]))
let headers = arguments.count > 4 ? fields(in: contents(of: arguments[4])) : HTTPFields()

let router = Router()
router.get("**") { _, _ in
    Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
}
let app = Application(
    router: router,
    configuration: .init(address: .hostname("127.0.0.1", port: port)),
    onServerRunning: { channel in
        // Written straight to the descriptor: the benchmark reads it from a file, unbuffered.
        let line = "peer listening on \(channel.localAddress?.port ?? 0)\n"
        _ = line.withCString { write(1, $0, strlen($0)) }
    },
    eventLoopGroupProvider: .shared(MultiThreadedEventLoopGroup(numberOfThreads: threads))
)
try await app.runService()
