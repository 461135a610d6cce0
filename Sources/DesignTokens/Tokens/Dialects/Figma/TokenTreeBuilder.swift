/// Builds a DTCG token tree from tokens given by path, in time linear in the paths' segments:
/// groups are reference nodes filled in place, turned into JSON once at the end (nesting values
/// while inserting would copy a group's members on every insertion).
///
/// The paths must be distinct and none may be a group of another (``FigmaTokenPaths`` sees to it).
struct TokenTreeBuilder {
    /// A group: its members in insertion order, each a token or another group.
    private final class Group {
        var members: [(name: String, member: Member)] = []
        var positions: [String: Int] = [:]
    }

    /// A member of a group.
    private enum Member {
        case token(JSON)
        case group(Group)
    }

    private let root = Group()

    /// An empty tree.
    init() {}

    /// Adds `token` at `path`.
    func insert(_ token: JSON, at path: TokenPath) {
        var group = root
        for segment in path.segments.dropLast() {
            if let position = group.positions[segment], case .group(let child) = group.members[position].member {
                group = child
                continue
            }
            let child = Group()
            group.positions[segment] = group.members.count
            group.members.append((segment, .group(child)))
            group = child
        }
        group.positions[path.name] = group.members.count
        group.members.append((path.name, .token(token)))
    }

    /// The tree as a JSON object.
    var json: JSON { Self.json(root) }

    private static func json(_ group: Group) -> JSON {
        .object(JSONObject(group.members.map { name, member in
            switch member {
            case .token(let token): (name, token)
            case .group(let child): (name, json(child))
            }
        }))
    }
}
