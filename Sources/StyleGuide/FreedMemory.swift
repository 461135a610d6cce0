import Dispatch
import Glibc

/// Gives memory the allocator holds but no longer uses back to the system, so a server that
/// dropped a large Snapshot (or a reload that failed half-way through a huge file) comes back
/// to its working size instead of keeping its peak for ever.
///
/// glibc's `malloc_trim` does it; it is looked up when first needed (it is not in Swift's Glibc
/// module, and a C library without it, such as musl, returns memory on its own), so where it is
/// missing this does nothing.
public enum FreedMemory {
    private typealias Trim = @convention(c) (Int) -> Int32

    private static let trim: Trim? = {
        guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: Trim.self)
    }()

    /// Returns the free memory of every allocator arena now.
    public static func giveBack() {
        _ = trim?(0)
    }

    /// Returns it now, and again a little later: a replaced Snapshot is freed only when the
    /// last request still reading it ends.
    public static func giveBackNowAndSoon() {
        giveBack()
        DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + .seconds(2)) { giveBack() }
    }
}
