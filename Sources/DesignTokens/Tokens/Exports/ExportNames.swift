/// Makes the names of one generated file valid and unique.
public enum ExportNames {
    /// `bases` made unique, in order: the first token with a name keeps it; a later one gets
    /// `separator` and the smallest number from 2 on that no other name in `bases` has and no
    /// earlier token took (`a-b-c`, `a-b-c-2`). The result depends only on the names and their
    /// order, so the same tokens always get the same names.
    public static func unique(_ bases: [String], separator: String) -> [String] {
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
