import Foundation
import Glibc

/// One run of the `swatchbook` executable, with the kernel's count of its peak resident memory.
///
/// The count is taken by a small `python3` parent (`RUSAGE_CHILDREN` after waiting), not by this
/// process: a child spawned from here (`posix_spawn` is a vfork) inherits at `exec` the high-water
/// mark of the test process that spawned it, which grows with every test run in it, so `wait4`'s
/// figure would measure the test suite rather than the export.
struct MeasuredRun {
    /// Runs the command given after it, its standard output to /dev/null and its standard error to
    /// the file named first; prints the exit status, then the peak resident kilobytes of its children.
    static let measurer = """
        import resource, subprocess, sys
        with open(sys.argv[1], "wb") as errors:
            status = subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=errors).returncode
        print(128 - status if status < 0 else status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
        """

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
        let measurer = Process()
        measurer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        measurer.arguments = ["python3", "-c", Self.measurer, errors, executable] + arguments
        let report = Pipe()
        measurer.standardOutput = report
        try measurer.run()
        let output = String(decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        measurer.waitUntilExit()
        let fields = output.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard measurer.terminationStatus == 0, fields.count == 2 else {
            throw SwatchbookProcessError("cannot measure \(executable) with python3 (exit \(measurer.terminationStatus)): \(output)")
        }
        status = Int32(fields[0])
        peakBytes = fields[1] * 1024
        standardError = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
    }
}
