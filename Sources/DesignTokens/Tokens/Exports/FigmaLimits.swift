/// The limits Figma's `POST /v1/files/:file_key/variables` publishes for one request, checked
/// before a body is handed out: a body past them would only earn a 400 from Figma.
///
/// From Figma's REST API description: at most 5,000 variables in a collection, and a request
/// body of at most 4 MB, taken here as 4,000,000 bytes (the stricter reading of "4MB"). The modes
/// limits (40 modes, names of 40 characters) are ``FigmaExport/modeLimit``.
enum FigmaLimits {
    /// The most variables one collection holds.
    static let variablesPerCollection = 5_000
    /// The most bytes of one request body.
    static let requestBytes = 4_000_000

    /// Refuses a collection of `count` variables past ``variablesPerCollection``.
    static func check(variables count: Int) throws(TokenExportError) {
        guard count > variablesPerCollection else { return }
        throw TokenExportError(.platformLimit, "a Figma collection holds at most \(TokenLimits.grouped(variablesPerCollection)) "
            + "variables and these tokens make \(TokenLimits.grouped(count)); export them in parts, one request each "
            + "(`?group=` or `?type=`, each part with its own collection name: `name=`)")
    }

    /// `body`, or its refusal when it is longer than ``requestBytes``.
    static func checked(_ body: String) throws(TokenExportError) -> String {
        let bytes = body.utf8.count
        guard bytes > requestBytes else { return body }
        throw TokenExportError(.platformLimit, "a request to Figma's variables API is at most 4 MB (\(TokenLimits.grouped(requestBytes)) "
            + "bytes) and this body is \(TokenLimits.grouped(bytes)); export the tokens in parts, one request each "
            + "(`?group=` or `?type=`), or fewer contexts at a time")
    }
}
