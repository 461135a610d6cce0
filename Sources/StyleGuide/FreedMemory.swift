import Dispatch
import Glibc

/// Gives memory the allocator holds but no longer uses back to the system, so a server that
/// dropped a large Snapshot (or a reload that failed half-way through a huge file) comes back
/// to its working size instead of keeping its peak for ever.
///
/// The allocator does it: mimalloc's `mi_collect(true)` where Swatchbook allocates with mimalloc
/// (on Linux: Package.swift says why), else glibc's `malloc_trim(0)`. Each is looked up when first
/// needed (neither is in Swift's Glibc module, and a C library without them, such as musl, returns
/// memory on its own), so where both are missing this does nothing. `malloc_trim` alone would do
/// nothing under mimalloc: it trims glibc's arenas, which nothing allocates from then.
public enum FreedMemory {
    private typealias Collect = @convention(c) (Bool) -> Void
    private typealias Trim = @convention(c) (Int) -> Int32

    /// The allocator's call that gives free memory back, by name, bound to its argument; nil when there is none.
    private static let call: (name: String, giveBack: @Sendable () -> Void)? = {
        guard let program = dlopen(nil, RTLD_NOW) else { return nil }
        if let symbol = dlsym(program, "mi_collect") {
            let collect = unsafeBitCast(symbol, to: Collect.self)
            return ("mi_collect", { collect(true) })
        }
        guard let symbol = dlsym(program, "malloc_trim") else { return nil }
        let trim = unsafeBitCast(symbol, to: Trim.self)
        return ("malloc_trim", { _ = trim(0) })
    }()

    /// The name of the call that gives memory back: `mi_collect`, `malloc_trim`, or nil for none.
    static var callName: String? { call?.name }

    /// Returns the allocator's free memory now.
    public static func giveBack() {
        call?.giveBack()
    }

    /// Returns it now, and again a little later: a replaced Snapshot is freed only when the
    /// last request still reading it ends.
    public static func giveBackNowAndSoon() {
        giveBack()
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .seconds(2)) { giveBack() }
    }
}
