/// Applies every `$extends` in a composed token tree (DTCG 2025.10 §6.4).
///
/// A group that extends another starts from a copy of it and merges its own members over it
/// (a local token replaces the inherited one whole). Targets are resolved first, so chains
/// work; a group may not extend a token, a missing group, or (directly or through others) itself
/// or one of its ancestors.
public struct GroupExtension {
    private var root: TokenGroup
    private var sink: DiagnosticSink
    private var resolved = Set<TokenPath>()
    private var visiting: [TokenPath] = []

    /// Applies the extensions in `root`, reporting problems into `sink`.
    public static func apply(to root: inout TokenGroup, sink: inout DiagnosticSink) {
        var expansion = GroupExtension(root: root, sink: sink)
        expansion.resolveSubtree(at: TokenPath([]))
        root = expansion.root
        sink = expansion.sink
    }

    private init(root: TokenGroup, sink: DiagnosticSink) {
        self.root = root
        self.sink = sink
    }

    private mutating func resolveSubtree(at path: TokenPath) {
        guard let group = group(at: path) else { return }
        if group.extends != nil { resolve(path) }
        guard let current = self.group(at: path) else { return }
        for (name, node) in current.children {
            if case .group = node { resolveSubtree(at: path.appending(name)) }
        }
    }

    private mutating func resolve(_ path: TokenPath) {
        guard !resolved.contains(path), let group = group(at: path), let reference = group.extends else { return }
        let origin = TokenOrigin(file: group.origin.file, pointer: group.origin.pointer.appending("$extends"), line: group.origin.line)
        defer { resolved.insert(path) }
        guard let target = targetPath(reference) else {
            sink.error(origin.diagnostic(.invalidExtends, "$extends must name a group path"))
            return clearExtends(at: path)
        }
        if visiting.contains(target) || target.contains(path) {
            let members = (visiting + [path]).drop { $0 != target && !target.contains($0) }
            let loop = Array(members.isEmpty ? [path] : members)
            let chain = (loop + [target]).map { "{\($0)}" }.joined(separator: " → ")
            for member in loop {
                guard let extending = self.group(at: member) else { continue }
                let at = TokenOrigin(file: extending.origin.file, pointer: extending.origin.pointer.appending("$extends"),
                                     line: extending.origin.line)
                sink.error(at.diagnostic(.circularReference, "$extends is circular: \(chain)"))
            }
            return clearExtends(at: path)
        }
        switch node(at: target) {
        case nil:
            sink.error(origin.diagnostic(.invalidExtends, "$extends names '\(target)', which does not exist"))
            return clearExtends(at: path)
        case .token:
            sink.error(origin.diagnostic(.invalidExtends, "$extends names '\(target)', which is a token; it must name a group"))
            return clearExtends(at: path)
        case .group:
            break
        }
        visiting.append(path)
        resolveSubtree(at: target)
        visiting.removeLast()
        guard var base = self.group(at: target), let local = self.group(at: path) else { return }
        var own = local
        own.extends = nil
        base.extends = nil
        base.origin = local.origin
        base.type = local.type ?? base.type
        TokenTreeMerge.merge(own, into: &base, sink: &sink)
        replaceGroup(at: path, with: base)
    }

    private func targetPath(_ reference: TokenReference) -> TokenPath? {
        switch reference {
        case .alias(let path): return path
        case .pointer(let pointer): return pointer.tokens.isEmpty ? nil : TokenPath(pointer.tokens)
        }
    }

    private func node(at path: TokenPath) -> TokenNode? {
        var current = TokenNode.group(root)
        for segment in path.segments {
            guard case .group(let group) = current, let child = group.child(named: segment) else { return nil }
            current = child
        }
        return current
    }

    private func group(at path: TokenPath) -> TokenGroup? {
        if case .group(let group) = node(at: path) { return group }
        return nil
    }

    private mutating func clearExtends(at path: TokenPath) {
        guard var group = group(at: path) else { return }
        group.extends = nil
        replaceGroup(at: path, with: group)
    }

    private mutating func replaceGroup(at path: TokenPath, with group: TokenGroup) {
        Self.replace(in: &root, segments: path.segments[...], with: group)
    }

    private static func replace(in parent: inout TokenGroup, segments: ArraySlice<String>, with group: TokenGroup) {
        guard let first = segments.first else {
            parent = group
            return
        }
        parent.updateChild(named: first) { node in
            guard case .group(var child) = node else { return }
            node = .token(TokenDefinition(value: .null, origin: child.origin))
            replace(in: &child, segments: segments.dropFirst(), with: group)
            node = .group(child)
        }
    }
}
