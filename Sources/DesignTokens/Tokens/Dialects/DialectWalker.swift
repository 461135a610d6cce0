/// Rewrites one token tree of an older dialect into DTCG 2025.10, group by group and token by
/// token, keeping each member's source line so that later diagnostics still point at the file.
struct DialectWalker {
    /// The dialect being converted.
    let dialect: TokenDialect
    /// Converts values and counts the changes.
    var values: LegacyValueConverter
    /// The dot paths of the tokens in the tree, for telling `{a.b.value}` from a token named `value`.
    let tokenPaths: Set<String>
    /// Tokens whose `$value` is math to evaluate once every set is converted.
    var pendingMath: [PendingMath] = []

    /// A token whose value is an expression such as `{space.2} * 2`.
    struct PendingMath {
        /// The path of the token within the converted tree.
        let keys: [String]
        /// Where the token stands in its file.
        let pointer: JSONPointer
        /// The expression.
        let expression: String
        /// The type its result must have.
        let type: TokenType
    }

    /// A walker for `dialect`, knowing the tree's token paths.
    init(dialect: TokenDialect, tokenPaths: Set<String>) {
        self.dialect = dialect
        self.values = LegacyValueConverter(dialect: dialect)
        self.tokenPaths = tokenPaths
    }

    /// The tally of everything changed.
    var tally: ConversionTally { values.tally }

    /// Converts a group (or a whole document) written at `pointer`, whose tokens are at `path`.
    mutating func group(_ object: JSONObject, at pointer: JSONPointer, path: [String], type inherited: TokenType?) -> JSONObject {
        var converted = JSONObject()
        var groupType = inherited
        for position in object.indices {
            let (key, value) = object[position]
            let line = object.line(at: position)
            var member = value
            if key == "$type", let name = value.stringValue {
                let (mapped, renamed) = LegacyTypes.map(name)
                groupType = mapped
                if renamed, let mapped {
                    member = .string(mapped.rawValue)
                    values.tally.record(.typeRenamed, isValue: false)
                    values.tally.locate(pointer.appending(key), line: line)
                }
            } else if dialect == .styleDictionary, !key.hasPrefix("$"), let plain = PlainValues.token(value) {
                member = .object(plain)
                values.tally.record(.plainValues, isValue: false)
                values.tally.locate(pointer.appending(key), line: line)
            } else if !key.hasPrefix("$"), let child = value.objectValue {
                let childPointer = pointer.appending(key)
                if isToken(child) {
                    member = .object(token(child, at: childPointer, path: path + [key], type: groupType, line: line))
                } else {
                    member = .object(group(child, at: childPointer, path: path + [key], type: groupType))
                }
            }
            converted.appendNewMember(key, member, line: line)
        }
        return converted
    }

    /// True when `object` is a token in this dialect.
    func isToken(_ object: JSONObject) -> Bool {
        object["$value"] != nil || object["$ref"] != nil
            || (dialect.acceptsPlainKeys && object["value"] != nil && object["value"]?.objectValue?["value"] == nil)
    }

    /// The type a token without its own type has: Style Dictionary's category, or what its literal says.
    func inferredType(path: [String], value: JSON) -> TokenType? {
        guard dialect.acceptsPlainKeys, !LegacyValueConverter.isAlias(value) else { return nil }
        if dialect == .styleDictionary, let type = LegacyTypes.fromCategory(path) { return type }
        return LegacyTypes.fromLiteral(value)
    }
}
