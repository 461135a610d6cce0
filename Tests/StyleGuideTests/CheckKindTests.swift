import Foundation
import HTTPTestSupport
import StyleGuide
import Testing

/// `swatchbook check` on each kind of path it accepts, valid and invalid, inside a Config folder
/// (the one `init` writes) and outside any, run as a process in a temporary folder holding
/// `Config/` and `Loose/` (no Config).
@Suite("swatchbook check: each kind of path", .serialized, .integration)
struct CheckKindTests {
    /// One run of `check`: how to prepare the folder, the paths, and what must come out.
    struct Case: Sendable, CustomTestStringConvertible {
        /// What the case shows, as the test report names it.
        let name: String
        /// Edits the temporary folder (its path is given) before the run.
        let prepare: @Sendable (Workspace) throws -> Void
        /// The paths given to `check`, relative to the temporary folder.
        let paths: [String]
        /// The exit status expected.
        let status: Int32
        /// Texts standard output must contain (only read when valid).
        var output: [String] = []
        /// Texts standard error must contain; when the run is valid, standard error must be empty.
        var errors: [String] = []

        /// The name, for the test report.
        var testDescription: String { name }
    }

    /// Writes a template component `chip` into the workspace's Config (no styles file).
    @Sendable static func chip(_ workspace: Workspace) throws {
        try workspace.write("Config/components/chip/component.json", """
            {"title": "Chip", "summary": "A compact choice.", "parts": ["primaryText"], "states": ["normal", "hover"],
             "properties": {"background": {"effect": "background", "summary": "Fill."},
                            "padding": {"effect": "padding", "summary": "Space."},
                            "labelColor": {"effect": "foreground", "part": "primary", "summary": "Ink."}}}
            """)
        try workspace.write("Config/components/chip/template.html", "<span><b data-part=\"primary\">{{primaryText}}</b></span>\n")
    }

    /// The temporary folder: `Config/` as init writes it, `Loose/` for files outside any Config.
    struct Workspace {
        /// The temporary folder's path.
        let root = NSTemporaryDirectory() + "swatchbook-check-kinds-\(UUID().uuidString)"

        /// Creates the folder with `Config/` written by ``StarterConfig`` and an empty `Loose/`.
        init() throws {
            try FileManager.default.createDirectory(atPath: root + "/Loose", withIntermediateDirectories: true)
            _ = try StarterConfig.write(to: root + "/Config").get()
        }

        /// Writes `text` to `relative`, creating its folder.
        func write(_ relative: String, _ text: String) throws {
            let path = root + "/" + relative
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }

        /// Copies `from` to `to` (relative paths), creating the target's folder.
        func copy(_ from: String, to: String) throws {
            try write(to, try String(contentsOfFile: root + "/" + from, encoding: .utf8))
        }

        /// Replaces `old` by `new` in `relative`; the text must be there.
        func edit(_ relative: String, _ old: String, _ new: String) throws {
            let text = try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
            guard text.contains(old) else { throw SwatchbookProcessError("\(relative) has no \(old)") }
            try write(relative, text.replacingOccurrences(of: old, with: new))
        }

        /// Removes the temporary folder.
        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    /// Every case: each kind valid and invalid, inside and outside a Config, and paths of no kind.
    static let cases: [Case] = [
        // A Config folder.
        Case(name: "a valid Config folder", prepare: { _ in }, paths: ["Config"], status: 0,
             output: ["valid: Config (Config folder): ", "(theme: light, dark); 1 component styled, 2 styles, 1 sample set"]),
        Case(name: "a Config folder with a colour out of range", prepare: {
            try $0.edit("Config/tokens/core/color.tokens.json", "[0.749, 0.8588, 0.9961]", "[1.749, 0.8588, 0.9961]")
        }, paths: ["Config"], status: 1, errors: ["Config/tokens/core/color.tokens.json:", "[out-of-range]"]),
        Case(name: "a Config that only documents a component", prepare: {
            try FileManager.default.removeItem(atPath: $0.root + "/Config/styles")
            try $0.write("Config/docs/components/avatar.md", "# Avatar\n")
        }, paths: ["Config"], status: 0, output: ["; 0 components styled, 1 documented without styles, 0 styles, 1 sample set"]),
        Case(name: "a Config whose resolver is missing", prepare: {
            try FileManager.default.removeItem(atPath: $0.root + "/Config/tokens/swatchbook.resolver.json")
        }, paths: ["Config"], status: 1, errors: [
            "Config/tokens/swatchbook.resolver.json: error: there is no resolver here",
            "the DTCG resolver document that lists the token files and the modifiers (such as light/dark)",
            "run 'swatchbook init DIR' to write a starting Config with one [missing-resolver]",
        ]),
        Case(name: "a Config whose swatchbook.json names a resolver that is not there", prepare: {
            try $0.edit("Config/swatchbook.json", "\"tokens/swatchbook.resolver.json\"", "\"tokens/main.resolver.json\"")
        }, paths: ["Config"], status: 1, errors: [
            "Config/tokens/main.resolver.json: error: there is no resolver here",
            "swatchbook.json names it 'tokens/main.resolver.json' with \"resolver\"", "[missing-resolver]",
        ]),
        // A resolver document.
        Case(name: "a valid resolver document", prepare: { _ in }, paths: ["Config/tokens/swatchbook.resolver.json"], status: 0,
             output: ["valid: Config/tokens/swatchbook.resolver.json (resolver document): ", "× 2 permutations (theme: light, dark)"]),
        Case(name: "a resolver document naming a missing token file", prepare: {
            try $0.edit("Config/tokens/swatchbook.resolver.json", "./core/radius.tokens.json", "./core/radii.tokens.json")
        }, paths: ["Config/tokens/swatchbook.resolver.json"], status: 1,
             errors: ["Config/tokens/swatchbook.resolver.json:", "at /sets/core/sources/3: ", "[unreadable-file]"]),
        Case(name: "a file named *.resolver.json without resolutionOrder is checked as a resolver", prepare: {
            try $0.write("Loose/broken.resolver.json", #"{"version": "2025.10", "sets": {}}"#)
        }, paths: ["Loose/broken.resolver.json"], status: 1, errors: ["Loose/broken.resolver.json", "resolutionOrder", "[missing-member]"]),
        // DTCG token files.
        Case(name: "a valid token file", prepare: { _ in }, paths: ["Config/tokens/core/space.tokens.json"], status: 0,
             output: ["valid: Config/tokens/core/space.tokens.json (DTCG token file): 6 tokens"]),
        Case(name: "token files composed in order", prepare: { _ in },
             paths: ["Config/tokens/core/space.tokens.json", "Config/tokens/core/radius.tokens.json"], status: 0,
             output: ["(DTCG token files, composed in order): 10 tokens"]),
        Case(name: "a token file outside a Config with a unit DTCG does not know", prepare: {
            try $0.write("Loose/size.json", #"{"size": {"$type": "dimension", "small": {"$value": {"value": 1, "unit": "em"}}}}"#)
        }, paths: ["Loose/size.json"], status: 1, errors: ["Loose/size.json:1: error: at /size/small/$value/unit: ", "[unknown-unit]"]),
        // Styles files.
        Case(name: "a valid styles file in a Config", prepare: { _ in }, paths: ["Config/styles/button.json"], status: 0, output: [
            "valid: Config/styles/button.json (styles file of button): 2 styles (primary, secondary); checked against the Config Config: "
                + "token references in 2 permutations, sample set 'actions'",
        ]),
        Case(name: "a styles file in a Config naming a token it lacks and a sample set it lacks", prepare: {
            try $0.edit("Config/styles/button.json", "{color.text.on-action}", "{color.text.on-acton}")
            try $0.edit("Config/styles/button.json", #""sample": "actions""#, #""sample": "action""#)
        }, paths: ["Config/styles/button.json"], status: 1, errors: [
            "Config/styles/button.json:9: error: at /styles/primary/base/foreground: {color.text.on-acton} is not a token "
                + "(did you mean {color.text.on-action}?) [unknown-token]",
            "Config/styles/button.json:3: error: at /sample: no sample set named 'action' (did you mean 'actions'?)",
        ]),
        Case(name: "a styles file in a Config whose tokens are in error", prepare: {
            try FileManager.default.removeItem(atPath: $0.root + "/Config/tokens/swatchbook.resolver.json")
        }, paths: ["Config/styles/button.json"], status: 1,
             errors: ["[missing-resolver]", "Config/styles/button.json: error: not checked against the Config Config", "[config-in-error]"]),
        Case(name: "a styles file outside a Config: its tokens are not checked, and the summary says so", prepare: {
            try $0.copy("Config/styles/button.json", to: "Loose/button.json")
            try $0.edit("Loose/button.json", "{color.text.on-action}", "{color.text.on-acton}")
        }, paths: ["Loose/button.json"], status: 0, output: [
            "valid: Loose/button.json (styles file of button): 2 styles (primary, secondary); not checked, as no Config folder "
                + "holds it: its token references and the sample set it names",
        ]),
        Case(name: "a styles file outside a Config with an unknown property", prepare: {
            try $0.copy("Config/styles/button.json", to: "Loose/button.json")
            try $0.edit("Loose/button.json", #""gap": "{control.gap}""#, #""gapp": "{control.gap}""#)
        }, paths: ["Loose/button.json"], status: 1,
             errors: ["Loose/button.json:13: error: at /styles/primary/base/gapp: button has no property 'gapp' (did you mean 'gap'?)",
                      "[unknown-style-property]"]),
        Case(name: "a styles file named after no component", prepare: {
            try $0.copy("Config/styles/button.json", to: "Loose/buton.json")
        }, paths: ["Loose/buton.json"], status: 1,
             errors: ["Loose/buton.json: error: 'buton' is not a component (did you mean 'button.json'?)", "[unknown-component]"]),
        // Samples files and folders.
        Case(name: "a valid samples file in a Config", prepare: { _ in }, paths: ["Config/samples/actions.json"], status: 0,
             output: ["valid: Config/samples/actions.json (samples file): 1 section, 4 items; checked against the Config Config, which has no Public folder"]),
        Case(name: "a samples file in a Config showing an image, with no Public folder", prepare: {
            try $0.edit("Config/samples/actions.json", #"{ "primaryText": "Cancel" }"#, #"{ "primaryText": "Cancel", "image": "icons/x.svg" }"#)
        }, paths: ["Config/samples/actions.json"], status: 1, errors: [
            "Config/samples/actions.json:7: error: at /items/3/image: there is no file 'icons/x.svg'", "[missing-image]",
            "Config/samples: error: the samples show images of their own, but there is no public folder",
        ]),
        Case(name: "a samples file in a Config showing an image of the Public folder beside it", prepare: {
            try $0.edit("Config/samples/actions.json", #"{ "primaryText": "Cancel" }"#, #"{ "primaryText": "Cancel", "image": "icons/x.svg" }"#)
            try $0.write("Public/icons/x.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        }, paths: ["Config/samples/actions.json"], status: 0, output: ["(samples file): 1 section, 4 items; checked against the Config Config, images looked for in ./Public"]),
        Case(name: "a samples file outside a Config: its images below Public/ are not looked for, and the summary says so", prepare: {
            try $0.write("Loose/people.json", #"{"sections": [{"title": "Team", "items": [{"primaryText": "Ada", "image": "people/ada.png"}]}]}"#)
        }, paths: ["Loose/people.json"], status: 0, output: [
            "valid: Loose/people.json (samples file): 1 section, 1 item; not checked, as no Config folder holds it: that its 1 image below Public/ exist",
        ]),
        Case(name: "a samples file outside a Config with a javascript: image", prepare: {
            try $0.write("Loose/people.json", #"{"items": [{"primaryText": "Ada", "image": "javascript:alert(1)"}]}"#)
        }, paths: ["Loose/people.json"], status: 1,
             errors: ["Loose/people.json:1: error: at /items/0/image: 'javascript:' images are not allowed", "[unsafe-image]"]),
        Case(name: "a valid samples folder in a Config", prepare: { _ in }, paths: ["Config/samples"], status: 0,
             output: ["valid: Config/samples (samples folder): 1 sample set, 1 section, 4 items; checked against the Config Config"]),
        Case(name: "a samples folder outside a Config with an empty section", prepare: {
            try $0.write("Loose/samples/empty.json", #"{"sections": [{"title": "Nobody", "items": []}]}"#)
            try $0.copy("Config/samples/actions.json", to: "Loose/samples/actions.json")
        }, paths: ["Loose/samples"], status: 1, errors: ["Loose/samples/empty.json:1: error: at /sections/0/items: ", "[empty-list]"]),
        // Neither.
        Case(name: "a JSON file of no kind check knows", prepare: {
            try $0.write("Loose/package.json", #"{"name": "app", "version": "1.0.0"}"#)
        }, paths: ["Loose/package.json"], status: 1, errors: [
            "Loose/package.json: error: check cannot tell what this file is: it has no \"resolutionOrder\"",
            "check accepts a Config folder", "a styles file (styles/<component>.json", "a samples folder, or a template component",
            "[unknown-kind]",
        ]),
        Case(name: "a folder of no kind check knows", prepare: {
            try $0.write("Loose/notes/readme.md", "# Notes\n")
        }, paths: ["Loose/notes"], status: 1,
             errors: ["Loose/notes: error: this folder is neither a Config folder", "check accepts", "[unknown-kind]"]),
        Case(name: "a template component's folder in a Config", prepare: Self.chip, paths: ["Config/components/chip"], status: 0,
             output: ["valid: Config/components/chip (template component chip): 3 properties on the root and primary, states normal, hover"]),
        Case(name: "a template component's template.html names its folder", prepare: Self.chip,
             paths: ["Config/components/chip/template.html"], status: 0, output: ["valid: Config/components/chip (template component chip)"]),
        Case(name: "a template with a script, an onclick and a triple mustache: file, line and rule for each", prepare: {
            try chip($0)
            try $0.write("Config/components/chip/template.html", """
                <span>
                  <script>alert(1)</script>
                  <b onclick="go()" data-part="primary">{{{primaryText}}}</b>
                  <a href="javascript:alert(2)">x</a>
                </span>
                """)
        }, paths: ["Config/components/chip"], status: 1, errors: [
            "Config/components/chip/template.html:2: error: column 3: <script>", "[element-not-allowed]",
            "Config/components/chip/template.html:3: error: column 6:", "[event-handler]",
            "Config/components/chip/template.html:3: error: column 41: {{{primaryText", "[unescaped-output]",
            "Config/components/chip/template.html:4: error:", "[unsafe-url]",
        ]),
        Case(name: "the Config check refuses a template component named like a built-in", prepare: {
            try chip($0)
            try FileManager.default.moveItem(atPath: $0.root + "/Config/components/chip", toPath: $0.root + "/Config/components/button")
        }, paths: ["Config"], status: 1, errors: ["Config/components/button/component.json: error: 'button' is the name of a compiled component",
                                                 "[component-name-clash]"]),
        Case(name: "a Config's swatchbook.json is sent to its folder", prepare: { _ in }, paths: ["Config/swatchbook.json"], status: 1,
             errors: ["Config/swatchbook.json: error: this is the settings file of a Config", "swatchbook check Config [unknown-kind]"]),
    ]

    @Test("check recognises and validates", arguments: cases)
    func check(_ test: Case) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        try test.prepare(workspace)
        let run = try SwatchbookProcess(["check"] + test.paths, directory: workspace.root)
        #expect(run.waitForExit() == test.status, "stdout: \(run.standardOutput)\nstderr: \(run.standardError)")
        for text in test.output { #expect(run.standardOutput.contains(text), "\(run.standardOutput)") }
        for text in test.errors { #expect(run.standardError.contains(text), "\(run.standardError)") }
        if test.status == 0 {
            #expect(run.standardError.isEmpty, "no warning: \(run.standardError)")
        } else {
            #expect(!run.standardOutput.contains("valid:"), "nothing is called valid when anything is in error")
        }
    }
}
