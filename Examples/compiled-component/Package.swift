// swift-tools-version:6.0
// A package of a design team's own: a component compiled in Swift (RatingComponent), and a
// server (rating-guide) that serves a Config with the built-in components and that one.
import PackageDescription

let package = Package(
    name: "compiled-component",
    platforms: [.macOS(.v15)],
    dependencies: [
        // Swatchbook itself, two folders up. The name is given because a path dependency is otherwise
        // known by its folder's name, which differs between checkouts. From a Git repository instead:
        // .package(url: "<its URL>", branch: "main"), and the products below name the package as the
        // URL's last path component.
        .package(name: "Swatchbook", path: "../.."),
        // For the Logger the application writes its access log and errors to.
        .package(url: "https://github.com/apple/swift-log", .upToNextMinor(from: "1.16.2")),
    ],
    targets: [
        .target(name: "RatingComponent", dependencies: [.product(name: "DesignSystem", package: "Swatchbook")]),
        .executableTarget(
            name: "rating-guide",
            dependencies: [
                "RatingComponent",
                .product(name: "DesignSystem", package: "Swatchbook"),
                .product(name: "StyleGuide", package: "Swatchbook"),
                .product(name: "MicroHTTP", package: "Swatchbook"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
