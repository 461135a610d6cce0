/// Reads the members of a Figma variables file, collecting each problem with the file, the JSON
/// path and the line where it is (the first 100 of them, then a count of the rest).
struct FigmaReader {
    /// The file read, as messages name it.
    let file: String
    /// The problems listed one by one.
    private var listed: [Diagnostic] = []
    /// Problems found past the first ``reportLimit``.
    private var unreported = 0

    /// The problems found so far, and how many more there were past the first ``reportLimit``.
    var problems: [Diagnostic] {
        unreported == 0 ? listed : listed + [Diagnostic(.invalidValue, file: file, "and \(TokenLimits.grouped(unreported)) more problems")]
    }

    /// The most problems reported one by one.
    static let reportLimit = 100

    /// A reader of `file`.
    init(file: String) { self.file = file }

    /// The origin of the member at `pointer`, written on `line`.
    func origin(_ pointer: JSONPointer, line: Int?) -> TokenOrigin { TokenOrigin(file: file, pointer: pointer, line: line) }

    /// Records a problem at `origin`.
    mutating func fail(_ rule: Diagnostic.Rule, _ message: String, at origin: TokenOrigin) {
        guard listed.count < Self.reportLimit else { return unreported += 1 }
        listed.append(origin.diagnostic(rule, message))
    }

    /// Records a problem made elsewhere (a limit's refusal, say).
    mutating func refuse(_ diagnostic: Diagnostic) {
        guard listed.count < Self.reportLimit else { return unreported += 1 }
        listed.append(diagnostic)
    }

    /// The string member `key` of `object` (at `pointer`); nil, with a problem when `required`, when it is missing or no string.
    mutating func string(_ key: String, of object: JSONObject, at pointer: JSONPointer, required: Bool = true) -> String? {
        let at = origin(pointer.appending(key), line: object.line(of: key))
        guard let member = object[key] else {
            if required { fail(.missingMember, "a \(key) is required here", at: origin(pointer, line: object.line(of: key))) }
            return nil
        }
        guard let text = member.stringValue else {
            fail(.wrongType, "\(key) must be a string, found \(member.kindName)", at: at)
            return nil
        }
        return text
    }

    /// The Boolean member `key` of `object`, false when it is missing (a problem when it is another kind of value).
    mutating func flag(_ key: String, of object: JSONObject, at pointer: JSONPointer) -> Bool {
        guard let member = object[key] else { return false }
        guard let flag = member.boolValue else {
            fail(.wrongType, "\(key) must be true or false, found \(member.kindName)", at: origin(pointer.appending(key), line: object.line(of: key)))
            return false
        }
        return flag
    }

    /// The strings of the array member `key` of `object`; empty when it is missing (a problem when it is not an array of strings).
    mutating func strings(_ key: String, of object: JSONObject, at pointer: JSONPointer) -> [String] {
        guard let member = object[key] else { return [] }
        guard let array = member.arrayValue, array.allSatisfy({ $0.stringValue != nil }) else {
            fail(.wrongType, "\(key) must be an array of strings", at: origin(pointer.appending(key), line: object.line(of: key)))
            return []
        }
        return array.compactMap(\.stringValue)
    }

    /// The object that is `value` (the member `key`, written on `line`, at `pointer`); nil, with a problem, when it is no object.
    mutating func object(_ value: JSON?, named key: String, at pointer: JSONPointer, line: Int?) -> JSONObject? {
        guard let value else {
            fail(.missingMember, "a \(key) object is required here", at: origin(pointer.parent, line: line))
            return nil
        }
        guard let object = value.objectValue else {
            fail(.wrongType, "\(key) must be an object, found \(value.kindName)", at: origin(pointer, line: line))
            return nil
        }
        return object
    }
}

extension JSONPointer {
    /// The pointer without its last token (the root stays the root).
    var parent: JSONPointer { JSONPointer(tokens: Array(tokens.dropLast())) }
}
