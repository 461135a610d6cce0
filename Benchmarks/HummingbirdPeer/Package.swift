// swift-tools-version:6.1
// The Hummingbird 2 peer of `make bench` (Benchmarks/run.sh): a package of its own, so that the
// main package, and every build of it, never resolves or compiles Hummingbird and SwiftNIO.
import PackageDescription

let package = Package(
    name: "HummingbirdPeer",
    platforms: [.macOS(.v14)],
    dependencies: [
        // No traits: neither swift-configuration nor full Foundation is needed to serve bytes.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .executableTarget(
            name: "HummingbirdPeer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ]
)
