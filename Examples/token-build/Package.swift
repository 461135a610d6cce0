// swift-tools-version:6.0
// A build tool of an app team's own: it reads a DTCG resolver document and its token files,
// validates them, resolves every permutation and writes one CSS file per permutation, with
// Swatchbook's DesignTokens library alone (no server, no style guide).
import PackageDescription

let package = Package(
    name: "token-build",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Swatchbook itself, two folders up (see ../compiled-component/Package.swift for a Git URL instead).
        .package(name: "Swatchbook", path: "../.."),
    ],
    targets: [
        .executableTarget(name: "token-build", dependencies: [.product(name: "DesignTokens", package: "Swatchbook")]),
    ],
    swiftLanguageModes: [.v6]
)
