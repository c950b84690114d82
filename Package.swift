// swift-tools-version: 6.1
import PackageDescription

/// Executables that load GtkBuilder XML naming `CcKnob` & co. need their `cc_*_get_type`
/// symbols in the dynamic symbol table. Only the demo and the tests use it: library targets
/// stay free of unsafe flags so the package can be a dependency.
let exportDynamic: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--export-dynamic"])]

let package = Package(
    name: "CustomControls",
    products: [
        .library(name: "CustomControls", targets: ["CustomControls"]),
        .library(name: "ControlCore", targets: ["ControlCore"]),
        .executable(name: "customcontrols-demo", targets: ["CustomControlsDemo"]),
        .executable(name: "customcontrols-bench", targets: ["CustomControlsBenchmark"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // `swift package generate-documentation` (DocC); not linked into any target.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // GTK 4 headers and libraries, found through pkg-config.
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        // What Swift cannot import: GObject type boilerplate, macros, variadic calls.
        .target(
            name: "CCustomControls",
            dependencies: ["CGtk"]
        ),
        // The variadic GLib/GTK calls only the tests make (emitting gesture signals, reading
        // accessible properties), kept out of the product's C target.
        .target(
            name: "CCustomControlsTestSupport",
            dependencies: ["CGtk"],
            path: "Tests/CCustomControlsTestSupport"
        ),
        // Everything that needs no display: models, geometry, drags, emission, animation.
        .target(name: "ControlCore"),
        // The GTK widgets.
        .target(
            name: "CustomControls",
            dependencies: ["ControlCore", "CCustomControls", "CGtk"]
        ),
        .executableTarget(
            name: "CustomControlsDemo",
            dependencies: ["CustomControls", "CGtk"],
            path: "Demo",
            // Export cc_*_get_type so GtkBuilder can find the types lazily by name.
            linkerSettings: exportDynamic
        ),
        // Draw cost, desk frame time and memory against GtkScale, in one run (BENCHMARKS.md).
        .executableTarget(
            name: "CustomControlsBenchmark",
            dependencies: ["CustomControls", "CGtk"],
            path: "Benchmarks"
        ),
        .testTarget(
            name: "ControlCoreTests",
            dependencies: [
                "ControlCore",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "CustomControlsTests",
            dependencies: ["CustomControls", "CCustomControls", "CCustomControlsTestSupport", "CGtk", "ControlCore"],
            exclude: ["Golden"],
            linkerSettings: exportDynamic
        ),
        // Starts the real demo on a private X server and drives it with real pointer events;
        // runs the benchmark in quick mode.
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["CustomControlsDemo", "CustomControlsBenchmark"]
        ),
    ]
)
