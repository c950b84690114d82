// swift-tools-version: 6.1
import PackageDescription

// The README's "Embedding in your app" as an app of its own, which uses CustomControls as any
// app would: through its product, with no unsafe flags. From the checkout's root:
//   swift run --package-path Examples/EmbeddingExample embedding-example
let package = Package(
    name: "EmbeddingExample",
    products: [
        .executable(name: "embedding-example", targets: ["EmbeddingExample"]),
        .executable(name: "interop-example", targets: ["InteropExample"]),
    ],
    dependencies: [
        // Your app: .package(url: "https://github.com/customcontrols/customcontrols.git", branch: "main")
        // A path dependency is named after its directory; `name:` keeps it "CustomControls".
        .package(name: "CustomControls", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "EmbeddingExample",
            dependencies: [.product(name: "CustomControls", package: "CustomControls"), "CExample"]
        ),
        // The example's C part: a value-changed handler as a C app writes it.
        .target(name: "CExample", dependencies: [.product(name: "CustomControls", package: "CustomControls")]),
        // An app with a GTK module of its own, declared as swift-cross-ui's GTK backend declares it.
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4"),
        .executableTarget(
            name: "InteropExample",
            dependencies: ["CGtk", .product(name: "CustomControls", package: "CustomControls")]
        ),
    ]
)
