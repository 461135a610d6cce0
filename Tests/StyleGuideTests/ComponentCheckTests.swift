import Foundation
import HTTPTestSupport
import Testing

/// `swatchbook check` on a copy of the bundled Config (with Public beside it) broken on purpose.
@Suite("swatchbook check: styles and samples", .serialized, .integration)
struct ComponentCheckTests {
    /// A copy of Config and Public in a temporary folder; edit its files, then remove it.
    struct Copy {
        let root = NSTemporaryDirectory() + "swatchbook-components-\(UUID().uuidString)"
        var config: String { root + "/Config" }

        init() throws {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: RepositoryPaths.config, toPath: config)
            try FileManager.default.copyItem(atPath: RepositoryPaths.publicFolder, toPath: root + "/Public")
        }

        /// Replaces `old` by `new` in a file of the Config; the text must be there.
        func edit(_ file: String, _ old: String, _ new: String) throws {
            let path = config + "/" + file
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(text.contains(old), "\(file) has no \(old)")
            try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test("the bundled Config is clean: no error, no warning")
    func clean() throws {
        let run = try SwatchbookProcess(["check", "Config"])
        #expect(run.waitForExit() == 0)
        #expect(run.standardError.isEmpty, "\(run.standardError)")
        let summary = run.standardOutput.split(separator: "\n").first { $0.hasPrefix("valid: Config (Config folder): ") }
        // 11 built-in and 3 template components, all styled; a check that counts template components says so; then the releases.
        #expect(summary?.contains(#/; 14 components styled(, 3 template components of the Config's own)?, \d+ styles, \d+ sample sets; 1 release \(1\.0\.0\)$/#) == true,
                "\(run.standardOutput)")
    }

    @Test("a javascript: image, a missing image, an unknown property and a token of the wrong type are refused, each with file, line, path and rule")
    func refused() throws {
        let copy = try Copy()
        defer { copy.remove() }
        try copy.edit("samples/people.json", #""image": "images/people/ada.svg""#, #""image": "javascript:alert(document.cookie)""#)
        try copy.edit("samples/people.json", #""image": "images/people/alan.svg""#, #""image": "images/people/nobody.svg""#)
        try copy.edit("styles/button.json", #""transition": "{transition.hover}""#, #""transition": "{transition.hover}", "colour": "{color.text.default}""#)
        try copy.edit("styles/toggle.json", #""hover": {"#, #""hover": { "gap": "{color.text.default}","#)
        let run = try SwatchbookProcess(["check", copy.config])
        #expect(run.waitForExit() == 1)
        let errors = run.standardError
        #expect(errors.contains("\(copy.config)/samples/people.json:8: error: at /sections/0/items/0/image: 'javascript:' images are not allowed; use an https: URL or a path below Public/ [unsafe-image]"), "\(errors)")
        #expect(errors.contains("/samples/people.json:") && errors.contains("at /sections/1/items/0/image: there is no file 'images/people/nobody.svg'"))
        #expect(errors.contains("[missing-image]"))
        #expect(!errors.contains("no sample set named 'people'"), "a sample file in error is not reported again by the styles naming it")
        #expect(errors.contains("/styles/button.json:") && errors.contains("at /styles/primary/base/colour: ") && errors.contains("[unknown-style-property]"))
        #expect(errors.contains("/styles/toggle.json:") && errors.contains("at /styles/primary/states/hover/gap: {color.text.default} is a color token; 'gap' needs a dimension [token-type-mismatch]"), "\(errors)")
    }

    @Test("a style file for no component and a sample the styles name but nobody wrote are errors")
    func strayFiles() throws {
        let copy = try Copy()
        defer { copy.remove() }
        try #"{"styles": {"primary": {"base": {}}}}"#.write(toFile: copy.config + "/styles/buton.json", atomically: true, encoding: .utf8)
        try copy.edit("styles/card.json", #""sample": "products""#, #""sample": "product""#)
        let run = try SwatchbookProcess(["check", copy.config])
        #expect(run.waitForExit() == 1)
        #expect(run.standardError.contains("styles/buton.json: error: 'buton' is not a component (did you mean 'button.json'?)"), "\(run.standardError)")
        #expect(run.standardError.contains("styles/card.json:3: error: at /sample: no sample set named 'product' (did you mean 'products'?)"), "\(run.standardError)")
    }
}
