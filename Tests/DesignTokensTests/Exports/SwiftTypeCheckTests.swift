@testable import DesignTokens
import Foundation
import Testing

/// The generated Swift files compile: `swiftc -typecheck` in the Swift 6 language mode against
/// ``AppleFrameworkStubs``, with no error and no warning, on each kind of platform. Checks that the
/// check itself fails on broken files (the old two-file way, a mangled line, a provider capturing a
/// colour that is not `Sendable`).
@Suite("Swift exports type-check against SwiftUI, UIKit and AppKit", .serialized,
       .enabled(if: SwiftTypeCheck.swiftc != nil, SwiftTypeCheck.missingNote))
struct SwiftTypeCheckTests {
    @Test("the bundled Config's theme=* file, as one file", arguments: SwiftTypeCheck.Platform.all)
    func bundledEveryTheme(platform: SwiftTypeCheck.Platform) throws {
        let text = try TokenExport.render(try BundledConfig.variants("theme"), as: .swift,
                                          options: TokenExportOptions(header: "Swatchbook — theme=*"))
        #expect(text.contains("UIColor(dynamicProvider:"), "the bundled Config has colours that differ between light and dark")
        expectClean(try SwiftTypeCheck.check(text, on: platform))
    }

    @Test("each theme of the bundled Config alone, with name=", arguments: ["light", "dark"])
    func bundledOneTheme(theme: String) throws {
        let set = try BundledConfig.set(["theme": theme])
        let text = try TokenExport.render(set.tokens, from: set, as: .swift, options: TokenExportOptions(typeName: "Brand"))
        expectClean(try SwiftTypeCheck.check(text))
    }

    @Test("every context of the fixture's modifiers, with awkward names", arguments: [
        ("theme", [:], SwiftTypeCheck.Platform.uiKit), ("theme", [:], .appKit), ("theme", [:], .swiftUIOnly),
        ("theme", [:], .uiKitSendable), ("theme", [:], .appKitSendable), ("theme", [:], .uiKitMainActor),
        ("theme", ["theme": "dark"], .uiKit), ("theme", ["density": "compact"], .appKitSendable),
        ("density", [:], .uiKit), ("mode", [:], .uiKit),
    ] as [(String, [String: String], SwiftTypeCheck.Platform)])
    func fixtureContexts(modifier: String, inputs: [String: String], platform: SwiftTypeCheck.Platform) throws {
        expectClean(try SwiftTypeCheck.check(try ContextsFixture.render(modifier, inputs: inputs, typeName: "Fixture"), on: platform))
    }

    @Test("one context: the export fixture (every type) and the edge fixture (awkward names and text)")
    func singleContexts() throws {
        let export = try ExportFixture.set()
        let exported = try TokenExport.render(export.tokens, from: export, as: .swift, options: TokenExportOptions(typeName: "Tokens"))
        expectClean(try SwiftTypeCheck.check(exported))
        expectClean(try SwiftTypeCheck.check(try EdgeFixture.render(.swift)))
    }

    @Test("the old way does not compile: a file per theme, both declaring the enum")
    func oldTwoFiles() throws {
        let light = try BundledConfig.set(["theme": "light"])
        let dark = try BundledConfig.set(["theme": "dark"])
        let result = try SwiftTypeCheck.check([
            "Tokens.swift": try TokenExport.render(light.tokens, from: light, as: .swift),
            "Tokens+Dark.swift": try TokenExport.render(dark.tokens, from: dark, as: .swift),
        ])
        #expect(result.status != 0)
        #expect(result.diagnostics.contains("invalid redeclaration of 'DesignTokens'"), "\(result.diagnostics)")
    }

    @Test("a mangled line does not compile")
    func mangled() throws {
        let text = try ContextsFixture.render("theme")
        let broken = text.replacingOccurrences(of: "Color(uiColor: UIColors.dynamic(light: light, dark: dark))",
                                               with: "Color(uiColor: UIColors.dynamic(light: light, dark: dark)")
        #expect(broken != text)
        #expect(try SwiftTypeCheck.check(broken).status != 0)
    }

    @Test("against @Sendable providers, a provider capturing a UIColor does not compile; capturing Colors does")
    func sendableProviders() throws {
        let text = try ContextsFixture.render("theme")
        let capturing = text.replacingOccurrences(
            of: "UIColor(dynamicProvider: { traits in UIColor(traits.userInterfaceStyle == .dark ? dark : light) })",
            with: "let (lightColor, darkColor) = (UIColor(light), UIColor(dark)); "
                + "return UIColor(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? darkColor : lightColor })")
        #expect(capturing != text)
        expectClean(try SwiftTypeCheck.check(capturing, on: .uiKit))
        let refused = try SwiftTypeCheck.check(capturing, on: .uiKitSendable)
        #expect(refused.status != 0)
        #expect(refused.diagnostics.contains("non-Sendable type 'UIColor'"), "\(refused.diagnostics)")
    }

    /// Records an issue unless `swiftc` accepted the file without a single diagnostic.
    private func expectClean(_ result: SwiftTypeCheck.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 0 && result.diagnostics.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
    }
}

/// The design system this repository ships (`Config/tokens`), read from disk.
enum BundledConfig {
    /// The resolver document of `Config/`.
    static let resolver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Config/tokens/swatchbook.resolver.json").path

    /// The token system, every permutation resolved.
    static func system() throws -> TokenSystem {
        let (system, diagnostics) = TokenSystem.load(resolver: resolver, source: DiskFileSource(), strictness: .strict)
        return try #require(system, "\(diagnostics)")
    }

    /// The tokens for `inputs`.
    static func set(_ inputs: [String: String]) throws -> TokenSet {
        try system().tokens(for: inputs).get()
    }

    /// Every context of `modifier`, around the default permutation.
    static func variants(_ modifier: String) throws -> ContextVariants {
        let system = try system()
        let base = try ResolverInputs.permutation(for: [:], modifiers: system.modifiers).get()
        return try #require(ContextVariants.of(modifier, in: system, around: base))
    }
}
