import DesignSystem
import MicroHTTP

/// The few pages of `/auth/`: a failed sign-in, the sign-out form, signed out.
///
/// They show nothing of the Config (not even its name): a reader who is not signed in may see them.
enum SignInPage {
    /// A whole page titled `title` saying `message`, then `content`, answered with `status`.
    static func response(title: String, message: String, content: [Node] = [], status: Status = .ok) -> Response {
        let document = Node.document(lang: "en", head: [
            .meta(.name("viewport"), .content("width=device-width, initial-scale=1")),
            .title(title),
        ], body: [
            .main([], [.h1(children: .text(title)), .p(children: .text(message))] + content),
        ])
        var response = PageLayout.htmlResponse(document, status: status)
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// The page for a failed sign-in, with a link to try again.
    static func failure(_ problem: SignInProblem) -> Response {
        response(title: "Sign-in failed", message: problem.description,
                 content: [.p(children: .a(.href("/auth/sign-in"), children: "Try again"))], status: problem.status)
    }

    /// The sign-out form (a POST, so a link or an image elsewhere cannot sign anyone out).
    static func signOutForm() -> Response {
        response(title: "Sign out", message: "Sign out of this design system on this browser?", content: [
            .form(Attribute(name: "method", value: "post"), Attribute(name: "action", value: "/auth/sign-out"), children: .button(.type("submit"), children: "Sign out")),
        ])
    }

    /// The page after signing out.
    static func signedOut() -> Response {
        response(title: "Signed out", message: "You are signed out.",
                 content: [.p(children: .a(.href("/auth/sign-in"), children: "Sign in again"))])
    }
}
