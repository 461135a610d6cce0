import ArgumentParser
import DesignSystem
import Glibc
import MicroHTTP
import StyleGuide

/// `swatchbook export`: the whole site as files for any static host or CDN.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the style guide, every preview and the API's answers as a static site.",
        discussion: "Every guide page, in a copy per choice of the modifiers (in/<modifier>=<choice>/), every preview, the API's answers for every format and permutation, the guide's assets and the public folder's files, with swatchbook-manifest.json. An --out folder that is not empty must hold an earlier export, whose files are replaced; the folder's other files are kept. At most as many pages as exportPages in the limits of swatchbook.json (default 100,000)."
    )

    @Option(help: "The Config folder to export (default: Config).")
    var config: String?

    @Option(help: "Export a token set alone, without a Config: a DTCG resolver document, a token file, a Tokens Studio export or Figma variables (not with --config).")
    var resolver: String?

    @Option(name: .customLong("public"),
            help: "The team's own files, exported at assets/ (default: a folder named Public beside the Config, when there is one).")
    var publicDirectory: String?

    @Option(help: "The folder to write the site into (created; an earlier export's files in it are replaced, other files kept).")
    var out: String

    @Option(name: .customLong("base-path"), help: "The path the site is published below, which every link starts with (such as /design/).")
    var basePath = "/"

    @Option(help: "Which previews: all (style × size × state × sample × context) or linked (those the guide's pages show or link to).")
    var previews = ExportPreviews.all

    @Option(help: "Worker threads rendering pages (default: one per CPU core).")
    var workers: Int?

    @Flag(name: .customLong("allow-private"),
          help: "Export a Config whose swatchbook.json says \"access\": \"private\" (a static site has no gate: whoever reaches its files reads them all).")
    var allowPrivate = false

    @Flag(help: "Refuse a Config whose token files bend any rule of the format (otherwise: a warning each).")
    var strict = false

    func validate() throws {
        if let workers, !(1...256).contains(workers) { throw ValidationError("--workers must be from 1 to 256") }
        if out.isEmpty { throw ValidationError("--out must name a folder") }
        try TokenSetOption.validate(resolver: resolver, config: config)
    }

    func run() throws {
        let started = ContinuousClock.now
        let publicFolder: PublicFolder
        if let publicDirectory {
            guard PublicFolder.isFolder(publicDirectory) else { throw ValidationError("--public names '\(publicDirectory)', which is not a folder") }
            publicFolder = .at(publicDirectory)
        } else {
            publicFolder = resolver == nil ? PublicFolder.besides(config: config ?? "Config") : .absent
        }
        let snapshot: Snapshot
        switch TokenSetOption.load(resolver: resolver, config: config ?? "Config", publicFolder: publicFolder, strictness: strict ? .strict : .tolerant) {
        case .success(let loaded): snapshot = loaded
        case .failure(let problems): Self.fail("cannot export \(resolver ?? config ?? "Config"):\n\(problems)")
        }
        for warning in snapshot.warnings { Console.writeError("warning: \(warning)") }
        let isPrivate = snapshot.settings.access == .private
        if isPrivate && !allowPrivate {
            Self.fail("\(config ?? "Config"): swatchbook.json says \"access\": \"private\", and a static export has no gate: "
                + "whoever reaches its files reads them all. Export it anyway with --allow-private, and publish it only where its readers alone can reach it.")
        }
        let workers = self.workers ?? max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        do throws(ExportError) {
            let export = try StaticExport(snapshot: snapshot, publicDirectory: publicFolder.directory, basePath: basePath, workers: workers,
                                         previews: previews)
            let progress = ExportProgressLine()
            // Refused before rendering: a folder holding anything but an earlier export, or more pages than the limit.
            let site = try export.write(to: out) { progress.show($0) }
            progress.finish()
            for link in site.brokenLinks { Console.writeError("warning: a link leads to no page: \(link)") }
            if let warning = site.warning { Console.writeError("warning: \(warning)") }
            for page in site.skipped { Console.writeError("note: skipped a page the Config does not have: \(page)") }
            let elapsed = ContinuousClock.now - started
            let tenths = Int(elapsed.components.seconds) * 10 + Int(elapsed.components.attoseconds / 100_000_000_000_000_000)
            Console.writeError("exported \(Plural.counted(site.fileCount, "file")), \(Plural.counted(site.totalBytes, "byte")), to \(out) in "
                + "\(tenths / 10).\(tenths % 10) s with \(workers) workers"
                + (site.brokenLinks.isEmpty ? "" : "; \(Plural.counted(site.brokenLinks.count, "broken link"))")
                + (site.skipped.isEmpty ? "" : "; skipped " + Plural.counted(site.skipped.count, "page")
                   + " the Config does not have (named above)")
                + (site.kept.isEmpty ? "" : "; kept \(Plural.counted(site.kept.count, "file")) of the folder the export did not write")
                + (site.pagesWrittenAgain == 0 ? "" : "; \(Plural.counted(site.pagesWrittenAgain, "page")) rendered twice (a link guessed wrong)"))
            if isPrivate {
                Console.writeError("note: \(out) holds a private design system (--allow-private): every page, preview and API answer, with no gate; "
                    + "publish it only where its readers alone can reach it")
            }
        } catch {
            Self.fail(error.message)
        }
    }

    static func fail(_ message: String) -> Never {
        Console.writeError("error: \(message)")
        Glibc.exit(1)
    }
}

/// The progress of an export on stderr: a counter rewritten in place on a terminal, a line
/// every 2,000 pages otherwise.
final class ExportProgressLine {
    private let terminal = isatty(STDERR_FILENO) != 0
    private var lastLine = 0

    /// Shows `progress`.
    func show(_ progress: ExportProgress) {
        if terminal {
            raw("\rrendered \(progress.rendered) of \(Plural.counted(progress.known, "page")) found")
        } else if progress.rendered / 2000 > lastLine / 2000 {
            Console.writeError("rendered \(progress.rendered) of \(Plural.counted(progress.known, "page")) found")
            lastLine = progress.rendered
        }
    }

    /// Ends the counter's line.
    func finish() {
        if terminal { raw("\n") }
    }

    private func raw(_ text: String) {
        var text = text
        text.withUTF8 { _ = Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

extension ExportPreviews: ExpressibleByArgument {}
