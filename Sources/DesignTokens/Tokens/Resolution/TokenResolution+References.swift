/// Following references depth first, and reporting the cycles found.
extension TokenResolution {
    mutating func visit(_ start: Int) {
        var stack: [(token: Int, next: Int)] = [(start, 0)]
        state[start] = .visiting
        while let top = stack.last {
            steps += 1
            let index = top.token
            guard top.next < sites[index].count else {
                stack.removeLast()
                finish(index)
                continue
            }
            stack[stack.count - 1].next += 1
            guard case .token(let target, _) = siteTargets[index][top.next] else { continue }
            switch state[target] {
            case .unvisited:
                state[target] = .visiting
                stack.append((target, 0))
            case .visiting:
                reportCycle(stack.map(\.token), closingAt: target)
            case .done, .failed:
                continue
            }
        }
    }

    mutating func reportCycle(_ stack: [Int], closingAt target: Int) {
        guard let start = stack.lastIndex(of: target) else { return }
        reportCycle(Array(stack[start...]))
    }

    /// Reports a cycle once, at its first member, naming its members (shortened when it is long),
    /// and fails every member.
    mutating func reportCycle(_ members: [Int]) {
        guard let first = members.first, members.contains(where: { state[$0] != .failed }) else { return }
        for member in members { state[member] = .failed }
        let shown = members.count <= Self.cycleShownMembers ? members
            : Array(members.prefix(Self.cycleShownMembers - 2)) + [-1] + members.suffix(1)
        let names = (shown + [first]).map { $0 < 0 ? "… \(members.count - Self.cycleShownMembers + 1) more …" : "{\(flat[$0].path)}" }
        let size = members.count == 1 ? "" : " through \(members.count) tokens"
        sink.error(flat[first].definition.origin.diagnostic(.circularReference,
            "circular reference\(size): " + names.joined(separator: " → "), below: valueLocation(first, [])))
    }

    /// How many members of a cycle its message names; the others are counted.
    static let cycleShownMembers = 8
}
