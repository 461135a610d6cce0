import Foundation

/// The built `swatchbook` executable, run as a child process.
final class SwatchbookProcess {
    let process = Process()
    private let output = Pipe()
    private let errors = Pipe()
    private var collectedOutput: [UInt8] = []
    private var collectedErrors: [UInt8] = []

    /// The executable next to the test bundle in the build folder.
    static var executable: String { executable(named: "swatchbook") }

    /// The executable `name` (a product of this package) next to the test bundle in the build folder.
    static func executable(named name: String) -> String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: testBinary).deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Starts `swatchbook` (or the package's executable `program`) with `arguments`, the environment extended by `environment`.
    init(_ arguments: [String], program: String = "swatchbook", environment: [String: String] = [:],
         directory: String = RepositoryPaths.root) throws {
        process.executableURL = URL(fileURLWithPath: Self.executable(named: program))
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var variables = ProcessInfo.processInfo.environment
        variables.removeValue(forKey: "PORT")
        process.environment = variables.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = errors
        for pipe in [output, errors] {
            let descriptor = pipe.fileHandleForReading.fileDescriptor
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Waits for the `listening on http://HOST:PORT` line and returns the port.
    func waitForPort(timeout: Duration = .seconds(10)) throws -> Int {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            drain()
            let text = standardOutput
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("listening on http://") }),
               let port = line.split(separator: ":").last.flatMap({ Int($0) }) {
                return port
            }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw SwatchbookProcessError("no 'listening on' line; stdout: \(standardOutput) stderr: \(standardError)")
    }

    /// Waits for the process to exit and returns its status, or nil if it is still running.
    /// The default wait is long: a debug `check` takes 4 s on two cores under other builds, and
    /// the wait ends as soon as the process does, so only a hung process costs the full minute.
    func waitForExit(timeout: Duration = .seconds(60)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline {
            drain()
            Thread.sleep(forTimeInterval: 0.02)
        }
        drain()
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Sends a signal to the process.
    func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Everything written to standard output so far.
    var standardOutput: String { drain(); return String(decoding: collectedOutput, as: UTF8.self) }
    /// Everything written to standard error so far.
    var standardError: String { drain(); return String(decoding: collectedErrors, as: UTF8.self) }

    private func drain() {
        collectedOutput += Self.readAvailable(output)
        collectedErrors += Self.readAvailable(errors)
    }

    private static func readAvailable(_ pipe: Pipe) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(pipe.fileHandleForReading.fileDescriptor, $0.baseAddress, $0.count) }
            if count <= 0 { return bytes }
            bytes += chunk[..<count]
        }
    }
}

struct SwatchbookProcessError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
