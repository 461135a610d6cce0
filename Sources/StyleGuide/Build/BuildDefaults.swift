import DesignSystem

/// What `swatchbook build` writes for a Config whose `build` object lists no outputs: one file
/// per format in a folder of its own, every context of one modifier in it (the light/dark one,
/// else the first), the other modifiers at their default inputs.
///
/// ```
/// css/tokens.css  scss/_tokens.scss  js/tokens.js  js/tokens.d.ts  ts/tokens.ts  json/tokens.json
/// ios/Tokens.swift  android/res/values/tokens.xml  android/res/values-night/tokens.xml
/// compose/DesignTokens.kt  figma/figma-variables.json  dtcg/tokens.resolver.json
/// ```
///
/// Where a format cannot hold every context (Android resources of anything but a light/dark
/// pair, Figma past its modes), it writes a file per context instead (``BuildOutput/splitsContexts``).
enum BuildDefaults {
    /// The modifier whose every context the default files hold, if the resolver has any.
    static func varyingModifier(of system: TokenSystem, settings: Settings) -> String? {
        ColorSchemePair.find(in: system.modifiers, setting: settings.colorScheme)?.modifier ?? system.modifiers.first?.name
    }

    /// The default outputs, in the order they are written.
    static func outputs(varying: String?) -> [BuildOutput] {
        let inputs = varying.map { [$0: BuildOutput.allContexts] } ?? [:]
        let every = varying != nil
        func output(_ format: TokenExportFormat, _ folder: String, _ name: String? = nil) -> BuildOutput {
            var made = BuildOutput(format: format, file: folder + "/" + (name ?? (every ? format.contextsFileName : format.fileName)),
                                   inputs: inputs)
            made.splitsContexts = true
            return made
        }
        var js = output(.js, "js")
        js.declarations = "js/" + TokenExportFormat.dts.fileName
        return [
            output(.css, "css"), output(.scss, "scss", "_" + TokenExportFormat.scss.fileName), js, output(.ts, "ts"),
            output(.flat, "json"), output(.swift, "ios"),
            output(.android, "android", every ? "res" : "res/values/" + TokenExportFormat.android.fileName),
            output(.compose, "compose"), output(.figma, "figma"), output(.dtcg, "dtcg"),
        ]
    }
}
