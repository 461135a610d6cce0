import DesignSystem
import MicroHTTP

/// The page shown for an error outside the API: the status, the reason, a way back.
enum ErrorPage {
    /// The page for `error` on a site called `siteName`.
    static func page(for error: HTTPError, path: String, siteName: String) -> Page {
        Page(title: error.status.reasonPhrase, siteName: siteName, content: [
            .section(.class("error-page"), .aria("labelledby", "error-title"), children:
                .p(.class("error-code"), children: .text(String(error.status.code))),
                .h1(.id("error-title"), children: .text(error.status.reasonPhrase)),
                .p(children: .text(error.message)),
                .p(children: .text("Requested: "), .code(children: .text(path))),
                .p(children: .a(.href("/"), children: "Back to the overview"))
            ),
        ])
    }
}
