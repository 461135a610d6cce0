import DesignSystem

extension OpenAPIDocument {
    /// The sign-in routes under `/auth/` that answer GET (`POST /auth/sign-out` is in ``postOperations``).
    var signInOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        let notSetUp = (404, OpenAPIResponse.pageError("The Config has no `signIn`."))
        let failed = [(400, OpenAPIResponse.html("A failed sign-in: state, provider or ID token (a readable page).")),
                      (403, OpenAPIResponse.html("The reader is not allowed by `allowedDomains`, `allowedEmails` or `allowedGroups`.")),
                      (503, OpenAPIResponse.html("The provider cannot be reached, or the key file or client secret cannot be read."))]
        let redirect = OpenAPIResponse(description: "A redirect, with `Set-Cookie`, and a page with the link.", content: [("text/html", OpenAPISchema.string)],
                                       headers: [(name: "Location", description: "Where to go.", required: true)])
        return [
            ("/auth/sign-in", "signIn", OpenAPIOperation(
                summary: "Sends the reader to the OpenID Connect provider of `signIn`", tag: "guide",
                parameters: [.query("return", "A path of this site to return to after signing in (anything else returns to `/`).", OpenAPISchema.text)],
                responses: [(302, redirect)] + failed + [notSetUp])),
            ("/auth/callback", "signInCallback", OpenAPIOperation(
                summary: "Where the provider sends the reader back: signs them in and returns them to their page", tag: "guide",
                parameters: [.query("code", "The authorization code.", OpenAPISchema.text), .query("state", "The flow's state.", OpenAPISchema.text),
                             .query("error", "The provider's refusal.", OpenAPISchema.text)],
                responses: [(302, redirect)] + failed + [notSetUp])),
            ("/auth/sign-out", "signOutPage", OpenAPIOperation(
                summary: "A page with a Sign out button (POST to the same path signs out)", tag: "guide",
                responses: [(200, .html("The sign-out page."))])),
        ]
    }

    /// The operations that answer POST, each on a path ``operations`` lists with its GET: signing out.
    var postOperations: [(path: String, id: String, operation: OpenAPIOperation)] {
        [("/auth/sign-out", "signOut", OpenAPIOperation(
            summary: "Signs the reader out: clears the session cookie and shows the signed-out page", tag: "guide",
            responses: [(200, .html("The signed-out page, with `Set-Cookie` clearing the session."))]))]
    }
}
