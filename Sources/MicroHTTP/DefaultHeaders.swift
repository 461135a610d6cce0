import Glibc

/// Header fields added to every response that lacks them, held as C strings made once.
///
/// Kept outside Swift's reference counting, so the server's threads share them without
/// contending on a counter.
final class DefaultHeaders: @unchecked Sendable {
    private let names: [UnsafeMutablePointer<CChar>]
    private let values: [UnsafeMutablePointer<CChar>]
    private let nameLengths: [Int]

    /// Copies `fields` into C strings.
    init(_ fields: [(name: String, value: String)]) {
        names = fields.map { strdup($0.name)! }
        values = fields.map { strdup($0.value)! }
        nameLengths = fields.map { $0.name.utf8.count }
    }

    deinit {
        for pointer in names + values { free(pointer) }
    }

    /// Calls `add` with each default field `headers` does not already have.
    func forEachMissing(from headers: Headers, _ add: (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Void) {
        for index in names.indices {
            let name = UnsafeBufferPointer(start: UnsafeRawPointer(names[index]).assumingMemoryBound(to: UInt8.self),
                                           count: nameLengths[index])
            if !headers.containsName(name) { add(names[index], values[index]) }
        }
    }
}
