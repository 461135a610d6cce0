// swift-tools-version:6.0
import PackageDescription

/// A file sees the members of the modules it imports, not those of every module loaded: when a dependency
/// imported Foundation (Ink did, before Swatchbook's own markdown reader), `"a".contains("b")` in any file
/// resolved to Foundation's `StringProtocol.contains`, linking Foundation and ICU into the binary (issue 31).
let ownImportsOnly: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// A test module is compiled in one job, its interface with its code: `make test`'s whole-module build
/// (`-c release`) otherwise type-checks it twice, once more to emit a module interface for dependents
/// a test module never has (a tenth of its CPU, every `@Test` macro expanded twice; issue 31).
let testModule: [SwiftSetting] = [.unsafeFlags(["-no-emit-module-separately-wmo"], .when(configuration: .release))]

/// On Linux, `swatchbook` allocates with mimalloc (Debian's libmimalloc-dev), not glibc's malloc:
/// rendering and exporting make and drop many short-lived buffers and strings, which glibc's
/// malloc serves through its slower paths (`_int_malloc`, `malloc_consolidate`). The bundled
/// Config's export takes about a fifth less CPU, a cold preview 10 to 30 % less (issue 31).
/// Linked as a shared library (120 KB, needing only libc), so that it replaces malloc for the C
/// libraries too (libmicrohttpd, GnuTLS, glibc's own `realpath`): one allocator for every pointer,
/// whoever frees it. A static archive cannot: the static Swift runtime's link hides every archive's
/// symbols (`--exclude-libs ALL`). The benchmarks' own programs link it too, to measure what
/// ships; and so do the Swift tests, whose one test program loads `swatchbook`'s code.
let fastAllocator: [LinkerSetting] = [.linkedLibrary("mimalloc", .when(platforms: [.linux]))]

let package = Package(
    name: "Swatchbook",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "swatchbook", targets: ["swatchbook"]),
        .library(name: "MicroHTTP", targets: ["MicroHTTP"]),
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "DesignSystem", targets: ["DesignSystem"]),
        .library(name: "StyleGuide", targets: ["StyleGuide"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", .upToNextMinor(from: "1.8.2")),
        .package(url: "https://github.com/apple/swift-log", .upToNextMinor(from: "1.16.2")),
        .package(url: "https://github.com/apple/swift-metrics", .upToNextMinor(from: "2.13.0")),
        .package(url: "https://github.com/swift-server/swift-prometheus", .upToNextMinor(from: "2.4.1")),
    ],
    targets: [
        // <microhttpd.h> and <zlib.h>, plus the small C shims Swift needs for variadic calls.
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev", "zlib1g-dev"])]
        ),
        .target(
            name: "MicroHTTP",
            dependencies: [
                "CMicroHTTPD",
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // The token engine on its own: read, validate, resolve and export DTCG files, with no style guide.
        .target(name: "DesignTokens", swiftSettings: ownImportsOnly),
        .target(name: "DesignSystem", dependencies: ["DesignTokens"], swiftSettings: ownImportsOnly),
        .target(
            name: "StyleGuide",
            dependencies: [
                "MicroHTTP",
                "DesignSystem",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: ownImportsOnly,
            plugins: ["EmbedFiles"]
        ),
        // Compiles the files below a target's Embedded/ folder into it (the guide's own assets).
        .executableTarget(name: "embed-files"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["embed-files"]),
        .executableTarget(
            name: "swatchbook",
            dependencies: [
                "StyleGuide",
                "MicroHTTP",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: ownImportsOnly,
            linkerSettings: fastAllocator
        ),
        .executableTarget(
            name: "token-load-benchmark",
            dependencies: ["DesignTokens"],
            path: "Benchmarks/TokenLoad",
            linkerSettings: fastAllocator
        ),
        .target(
            name: "InProcessSite",
            dependencies: ["StyleGuide", "MicroHTTP", "DesignSystem", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/InProcessSite"
        ),
        .executableTarget(
            name: "page-benchmark",
            dependencies: ["InProcessSite", "StyleGuide", "MicroHTTP"],
            path: "Benchmarks/Pages",
            linkerSettings: fastAllocator
        ),
        .executableTarget(
            name: "preview-benchmark",
            dependencies: ["InProcessSite", "StyleGuide", "MicroHTTP", "DesignSystem"],
            path: "Benchmarks/Previews",
            linkerSettings: fastAllocator
        ),
        // The example of Examples/compiled-component, a package of its own that depends on this one:
        // its sources are built here too, so that `swift build` compiles them and CompiledComponentTests tests them.
        .target(name: "RatingComponent", dependencies: ["DesignSystem"], path: "Examples/compiled-component/Sources/RatingComponent"),
        .executableTarget(
            name: "rating-guide",
            dependencies: ["RatingComponent", "DesignSystem", "StyleGuide", "MicroHTTP", .product(name: "Logging", package: "swift-log")],
            path: "Examples/compiled-component/Sources/rating-guide"
        ),
        // The example of Examples/token-build: a build tool using the DesignTokens library alone.
        .executableTarget(name: "token-build", dependencies: ["DesignTokens"], path: "Examples/token-build/Sources/token-build"),
        // Every fuzz target in one program: `make fuzz` builds it with libFuzzer (-sanitize=fuzzer) in .build-fuzz;
        // this plain build replays the corpora and regression inputs of Tests/Fuzz (FuzzReplayTests).
        .executableTarget(
            name: "swatchbook-fuzz",
            dependencies: ["DesignTokens", "DesignSystem", "StyleGuide", "MicroHTTP", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .target(
            name: "HTTPTestSupport",
            dependencies: ["MicroHTTP", "CMicroHTTPD", .product(name: "Logging", package: "swift-log")],
            path: "Tests/HTTPTestSupport"
        ),
        .testTarget(name: "MicroHTTPTests", dependencies: ["MicroHTTP", "HTTPTestSupport"], swiftSettings: testModule),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens", "TestSupport"], exclude: ["Exports/Goldens"],
                    swiftSettings: testModule),
        .testTarget(name: "DesignSystemTests", dependencies: ["DesignSystem", "DesignTokens", "TestSupport"], exclude: ["Templates/Goldens"],
                    swiftSettings: testModule),
        .testTarget(
            name: "StyleGuideTests",
            dependencies: ["StyleGuide", "MicroHTTP", "DesignSystem", "DesignTokens", "HTTPTestSupport", "TestSupport", "swatchbook",
                           "token-build", "swatchbook-fuzz"],
            swiftSettings: testModule
        ),
        .testTarget(
            name: "CompiledComponentTests",
            dependencies: ["RatingComponent", "StyleGuide", "MicroHTTP", "DesignSystem", "HTTPTestSupport",
                           .product(name: "Logging", package: "swift-log")],
            swiftSettings: testModule
        ),
    ],
    swiftLanguageModes: [.v6]
)
