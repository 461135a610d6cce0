import MicroHTTP

/// What the access gate of a private Swatchbook knows: who can recognise a reader, and where a person signs in.
///
/// ``standard(for:)`` builds the product's own; a test builds one with the recognizers it needs.
/// The gate only asks it when the served Config says `"access": "private"`.
public struct AccessControl: Sendable {
    /// The recognizers the gate asks, in order; the first that recognises or refuses decides.
    public var recognizers: [any ReaderRecognizer]
    /// The absolute URL where a person signs in (`https://design.example.com/auth/sign-in`); nil
    /// when nobody can sign in with a browser. HTML routes redirect there, and a JSON `401` names
    /// it as `loginUrl` (absolute, so a Storybook on another origin can open it).
    public var signInURL: String?

    /// An access control asking `recognizers`, with a sign-in at `signInURL` when there is one.
    public init(recognizers: [any ReaderRecognizer] = [], signInURL: String? = nil) {
        self.recognizers = recognizers
        self.signInURL = signInURL
    }

    /// What the recognizers make of `request`: the first reader or refusal, else ``Recognition/absent``.
    func recognize(_ request: Request) -> Recognition {
        for recognizer in recognizers {
            let found = recognizer.recognize(request)
            if found != .absent { return found }
        }
        return .absent
    }
}
