extension JSON {
    /// This value with the member or element at `path` (JSON Pointer tokens) replaced by
    /// `replacement`; unchanged when the path does not exist.
    func replacing(at path: ArraySlice<String>, with replacement: JSON) -> JSON {
        guard let first = path.first else { return replacement }
        switch self {
        case .object(var object):
            guard let member = object[first] else { return self }
            object.setValue(member.replacing(at: path.dropFirst(), with: replacement), forKey: first)
            return .object(object)
        case .array(var array):
            guard let index = Int(first), array.indices.contains(index) else { return self }
            array[index] = array[index].replacing(at: path.dropFirst(), with: replacement)
            return .array(array)
        default:
            return self
        }
    }

    /// The member or element at `path` (JSON Pointer tokens), or nil.
    func value(at path: ArraySlice<String>) -> JSON? {
        guard let first = path.first else { return self }
        switch self {
        case .object(let object): return object[first]?.value(at: path.dropFirst())
        case .array(let array):
            guard let index = Int(first), String(index) == first, array.indices.contains(index) else { return nil }
            return array[index].value(at: path.dropFirst())
        default: return nil
        }
    }
}
