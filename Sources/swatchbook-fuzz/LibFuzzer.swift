import Glibc

/// The bridge to libFuzzer, present in a build with `-sanitize=fuzzer -DSWATCHBOOK_LIBFUZZER`
/// (`make fuzz`); a plain build only replays.
enum LibFuzzer {
    #if SWATCHBOOK_LIBFUZZER
    /// The target libFuzzer's callback runs; set once, before libFuzzer starts.
    nonisolated(unsafe) static var current: FuzzTarget?

    /// Runs libFuzzer's driver over `target` with `arguments` (libFuzzer's own: options and corpus folders).
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
        current = target
        target.prepare()
        var argc = Int32(arguments.count)
        var pointers = arguments.map { strdup($0) } + [nil]
        return pointers.withUnsafeMutableBufferPointer { buffer in
            var argv = buffer.baseAddress!
            return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
        }
    }
    #else
    /// Says that this build cannot fuzz, and returns 2.
    static func run(_ target: FuzzTarget, arguments: [String]) -> Int32 {
        Output.error("swatchbook-fuzz: this build has no libFuzzer; `make fuzz` builds one (or use `replay`)")
        return 2
    }
    #endif
}

#if SWATCHBOOK_LIBFUZZER
@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The callback libFuzzer's driver runs on each input: the current target's check; a broken
/// property aborts, so libFuzzer keeps the input as a crash. (It is handed to the driver, not
/// exported as `LLVMFuzzerTestOneInput`: libFuzzer's own `main`, which calls that, never runs.)
private func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let target = LibFuzzer.current else { return 0 }
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    do {
        try target.check(input)
    } catch {
        Output.error("swatchbook-fuzz: \(target.name): \(error.description)")
        abort()
    }
    return 0
}
#endif
