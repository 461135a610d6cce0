import Glibc

/// The few file-system calls a build makes, none following a link unless it says so.
enum BuildDisk {
    /// What is at a path.
    enum Kind: Equatable { case missing, folder, other }

    /// What is at `path`; with `following` false a symbolic link is `other`.
    static func kind(_ path: String, following: Bool) -> Kind {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .other
    }

    /// True when `path` is a symbolic link.
    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `path` with every link, `.` and `..` resolved; nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The bytes of the regular file `path`; nil when there is none (or it is a link).
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var block = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = block.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? bytes : nil }
            bytes.append(contentsOf: block[..<count])
        }
    }

    /// A new file holding `bytes` in the folder of `target` (a dotfile no build names), written
    /// and flushed to disk; its path.
    static func temporary(beside target: String, holding bytes: [UInt8]) throws(BuildError) -> String {
        let folder = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
        var template = Array((folder + "/.swatchbook-build-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { throw BuildError.system("cannot make a temporary file in \(folder)") }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var written = 0
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = Glibc.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return fchmod(descriptor, 0o644) == 0 && fsync(descriptor) == 0
        }
        let failure = complete ? nil : BuildError.system("cannot write \(temporary)")
        if close(descriptor) != 0 || failure != nil {
            let error = failure ?? BuildError.system("cannot write \(temporary)")
            unlink(temporary)
            throw error
        }
        return temporary
    }
}
