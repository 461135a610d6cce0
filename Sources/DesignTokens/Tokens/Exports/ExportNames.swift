/// Makes the names of one generated file valid, and refuses names two tokens would share.
public enum ExportNames {
    /// A name a file gives to (a part of) one token.
    public struct Claim: Sendable {
        /// The name in the file.
        public var name: String
        /// The token it belongs to.
        public var token: TokenPath
        /// The part of the token it holds (`letter spacing`), nil for the token itself.
        public var part: String?
        /// What the name belongs to when it is no token's (`the map of every context of theme`).
        public var label: String?

        /// A claim of `name` by `token` (or one part of it).
        public init(_ name: String, token: TokenPath, part: String? = nil) {
            self.name = name
            self.token = token
            self.part = part
        }

        /// A claim of `name` by something the file adds beside the tokens, described by `label`.
        public init(_ name: String, label: String) {
            self.init(name, token: TokenPath([]))
            self.label = label
        }

        /// `color.brand-500`, `font.heading (its letter spacing)`, or the label.
        var owner: String { label ?? part.map { "\(token) (its \($0))" } ?? token.description }
    }

    /// The names of `claims`, in order, once each is known to be its own: the first two claims of
    /// one name are reported as a ``TokenExportError/Code/nameCollision`` naming both tokens.
    ///
    /// With `numbering` (the guide's own stylesheets, which must render whatever the Config holds),
    /// a later claim gets `separator` and the smallest number from 2 on that no other claim has
    /// and no earlier one took (`a-b-c`, `a-b-c-2`) instead; the result depends only on the names
    /// and their order.
    public static func assign(_ claims: [Claim], format: String, separator: String,
                              numbering: Bool = false) throws(TokenExportError) -> [String] {
        var owners: [String: Int] = [:]
        owners.reserveCapacity(claims.count)
        for (index, claim) in claims.enumerated() {
            if let first = owners[claim.name] {
                if numbering { return numbered(claims.map(\.name), separator: separator) }
                throw TokenExportError(.nameCollision,
                                       "\(claims[first].owner) and \(claim.owner) both become '\(claim.name)' in \(format); "
                                        + "rename one of them (names are made of the path's letters and digits)",
                                       tokens: [claims[first], claim].filter { $0.label == nil }.map(\.token))
            }
            owners[claim.name] = index
        }
        return claims.map(\.name)
    }

    /// `bases` made unique with numbers, as ``assign(_:format:separator:numbering:)`` describes.
    static func numbered(_ bases: [String], separator: String) -> [String] {
        let natural = Set(bases)
        var taken: Set<String> = []
        taken.reserveCapacity(bases.count)
        return bases.map { base in
            var name = base
            var number = 2
            while taken.contains(name) {
                repeat {
                    name = base + separator + String(number)
                    number += 1
                } while natural.contains(name)
            }
            taken.insert(name)
            return name
        }
    }

    /// `name`, with `prefix` in front when it starts with a digit or is a word in `reserved`.
    public static func identifier(_ name: String, reserved: Set<String> = [], prefix: String = "_") -> String {
        let startsWithDigit = name.utf8.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
        return startsWithDigit || reserved.contains(name) ? prefix + name : name
    }
}
