import Foundation
import Glibc

/// One run of the `swatchbook` executable, waited for with `wait4`, so that the kernel's count
/// of its peak resident memory is read for that process alone.
struct MeasuredRun {
    /// The exit status (or 128 + the signal that ended it).
    let status: Int32
    /// What it wrote to standard error.
    let standardError: String
    /// Its peak resident set, in bytes.
    let peakBytes: Int

    /// Runs `swatchbook arguments` to its end.
    init(_ arguments: [String]) throws {
        let executable = SwatchbookProcess.executable
        let errors = NSTemporaryDirectory() + "swatchbook-stderr-\(UUID().uuidString)"
        defer { unlink(errors) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([executable] + arguments).map { strdup($0) }
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv + [nil], environ)
        guard spawned == 0 else { throw SwatchbookProcessError("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        var waitStatus: Int32 = 0
        var usage = rusage()
        while wait4(pid, &waitStatus, 0, &usage) < 0 && errno == EINTR {}
        status = waitStatus & 0x7F == 0 ? (waitStatus >> 8) & 0xFF : 128 + (waitStatus & 0x7F)
        peakBytes = usage.ru_maxrss * 1024
        standardError = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    }
}
