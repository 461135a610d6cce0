/// Figma variables as read from a file, in either shape Figma uses: the answer of
/// `GET /v1/files/:file_key/variables/local` (``FigmaLocalAnswer``) or the body of
/// `POST /v1/files/:file_key/variables`, which `tokens --format figma` writes (``FigmaRequestBody``).
///
/// Both are read into the same lists: collections with their modes, and variables with one value
/// per mode of their collection, each remembering where in the file it was written.
struct FigmaVariables {
    /// One mode of a collection.
    struct Mode {
        /// The mode's id (`1:0`, or a temporary id such as `mode:light`).
        let id: String
        /// Its name, the context it becomes (`Light`).
        var name: String
    }

    /// A variable collection.
    struct Collection {
        /// Its id.
        let id: String
        /// Its name, the modifier it becomes when it has several modes.
        let name: String
        /// Its modes, in order.
        var modes: [Mode]
        /// The position of the default mode in `modes`.
        var defaultMode: Int
        /// True for a collection of a library the file subscribes to.
        let remote: Bool
        /// Where it was written.
        let origin: TokenOrigin
    }

    /// A value as written, and where.
    struct Written {
        /// A literal (`true`, `16`, `"Inter"`, `{"r": …}`) or a `VARIABLE_ALIAS` object.
        let value: JSON
        /// Where it was written.
        let origin: TokenOrigin
    }

    /// A variable.
    struct Variable {
        /// Its id.
        let id: String
        /// Its name, groups separated by `/` (`color/brand/500`).
        let name: String
        /// The position of its collection in ``FigmaVariables/collections``.
        let collection: Int
        /// `resolvedType`: `COLOR`, `FLOAT`, `STRING` or `BOOLEAN`.
        let resolvedType: String
        /// Its value in each mode of its collection, by the mode's position; nil where none was written.
        var values: [Written?]
        /// `scopes`: where Figma offers it (`GAP`, `FONT_SIZE`); empty when none were written.
        let scopes: [String]
        /// `description`, when not empty.
        let description: String?
        /// True for a variable of a library the file subscribes to.
        let remote: Bool
        /// Where it was written.
        let origin: TokenOrigin
    }

    /// The collections, in file order.
    var collections: [Collection] = []
    /// The variables, in file order.
    var variables: [Variable] = []
    /// Values written for a mode their variable's collection does not have (skipped, and counted in the summary).
    var strayValues = 0
    /// Collections that extend another (Figma's extended collections), skipped and counted in the summary.
    var extendedCollections: [String] = []

    /// The four resolved types Figma has.
    static let resolvedTypes: Set<String> = ["COLOR", "FLOAT", "STRING", "BOOLEAN"]

    /// True when `document` is written in one of Figma's shapes: `{"meta": {"variables": {…},
    /// "variableCollections": {…}}}` (with or without `meta` around it), a request body whose
    /// `variables` and `variableCollections` are arrays, or an error answer of Figma's API
    /// (`{"status": 403, "error": true, …}`, refused with what it says).
    static func isFigma(_ document: JSON) -> Bool {
        guard let root = document.objectValue else { return false }
        if root["status"]?.doubleValue != nil, root["error"]?.boolValue != nil, root["$value"] == nil { return true }
        let holder = root["meta"]?.objectValue ?? root
        if holder["variables"]?.objectValue != nil, holder["variableCollections"]?.objectValue != nil { return true }
        return root["variables"]?.arrayValue != nil && root["variableCollections"]?.arrayValue != nil
    }

    /// The variables of `document` (one ``isFigma(_:)`` accepts) read from `file`, or every problem found.
    static func read(_ document: JSON, file: String) -> Result<FigmaVariables, Diagnostics> {
        guard let root = document.objectValue else { return .failure(Diagnostics([Diagnostic(.wrongType, file: file, "Figma variables are an object")])) }
        if root["error"]?.boolValue == true || (root["status"]?.doubleValue).map({ $0 != 200 }) == true {
            let status = root["status"].map { String($0.serialized().prefix(40)) } ?? "?"
            let said = (root["message"] ?? root["err"])?.stringValue.map { ": \"\($0.prefix(200))\"" } ?? ""
            return .failure(Diagnostics([Diagnostic(.invalidValue, file: file, path: JSONPointer(tokens: ["status"]), line: root.line(of: "status"),
                "this is an error answer of Figma's API (status \(status)\(said)), not variables; ask again with a personal access "
                    + "token that may read the file (scope file_variables:read)")]))
        }
        var reader = FigmaReader(file: file)
        let variables = root["variables"]?.arrayValue != nil ? FigmaRequestBody.read(root, with: &reader)
            : FigmaLocalAnswer.read(root, with: &reader)
        return reader.problems.isEmpty ? .success(variables) : .failure(Diagnostics(reader.problems))
    }
}
