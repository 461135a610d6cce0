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
                .p(.class("error-message"), children: .text(error.message)),
                .p(.class("error-path"), children: .text("Requested: "), .code(children: .text(path))),
                .ul(.class("error-links"), children:
                    .li(children: .a(.href("/"), children: "Back to the overview")),
                    .li(children: .a(.href("/tokens"), children: "Browse tokens")),
                    .li(children: .a(.href("/components"), children: "Browse components")),
                    .li(children: .a(.href("/search"), children: "Search"))
                )
            ),
        ], kind: "error")
    }
}
