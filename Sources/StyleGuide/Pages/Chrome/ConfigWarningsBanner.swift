import DesignSystem

/// The banner pages show while the Config being served has warnings (rules bent, advice) and
/// its last load succeeded: where ``ConfigBanner`` would show, under `--watch` unless
/// `errorBanner` says otherwise, never in an export. It lists them as that banner lists errors
/// (file, line, JSON path and rule; never the message), the first ``ConfigBanner/listedProblems``
/// and how many more, and goes away with the reload that leaves none.
enum ConfigWarningsBanner {
    /// The banner for the warnings of the reader's snapshot, or nothing when there are none or it is not shown.
    static func node(_ context: GuideContext) -> Node {
        let warnings = context.snapshot.warnings
        guard !warnings.isEmpty, !context.exporting, context.settings.errorBanner.shows(watching: context.liveReload) else {
            return .empty
        }
        let count = Plural.counted(warnings.count, "warning", grouped: true)
        return .div([.class("config-banner", "config-banner--warnings"), .role("status")], [
            .div(.class("config-banner__inner"), children:
                .p(.class("config-banner__title"), children:
                    .strong(children: .text("The Config loaded with \(count).")),
                    .text(" It serves as it is; the server's log and "),
                    .code(children: .text("swatchbook check")),
                    .text(" give the full messages.")
                ),
                ConfigBanner.list(warnings, configDirectory: context.snapshot.configDirectory, kind: "warning")
            ),
        ])
    }
}
