// swift-tools-version: 6.0
import PackageDescription

/// `CC_LIBRARY_BUILD=1`: the library, its C API and the demo alone, as meson builds them to
/// install (a release tarball, a distribution's package, a subproject): no test or benchmark
/// targets and no package dependencies, so nothing is resolved or fetched and the build works
/// offline with the Swift a distribution ships (Debian 13's 6.0.3). Without it, the whole
/// package for development; its tests need Swift 6.1 or later (run with 6.2.3 and 6.3.1).
let libraryBuild = Context.environment["CC_LIBRARY_BUILD"].map { !$0.isEmpty && $0 != "0" } ?? false

/// Executables that load GtkBuilder XML naming `CcKnob` & co. need their `cc_*_get_type`
/// symbols in the dynamic symbol table. Only the demo and the tests use it: library targets
/// stay free of unsafe flags so the package can be a dependency.
let exportDynamic: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--export-dynamic"])]

/// What meson installs: the library (Swift and C), and the demo.
let libraryProducts: [Product] = [
    .library(name: "CustomControls", targets: ["CustomControls"]),
    .library(name: "CustomControlsCore", targets: ["CustomControlsCore"]),
    // The C API as one static archive, for meson's libcustomcontrols-1.so (meson.build): not
    // for Swift apps, which use the CustomControls product.
    .library(name: "CustomControlsCAPI", type: .static, targets: ["CustomControlsCAPI"]),
    .executable(name: "customcontrols-demo", targets: ["CustomControlsDemo"]),
]

let libraryTargets: [Target] = [
    // GTK 4 headers and libraries, found through pkg-config.
    .systemLibrary(
        name: "CustomControlsCGtk",
        pkgConfig: "gtk4",
        providers: [.apt(["libgtk-4-dev"])]
    ),
    // What Swift cannot import: GObject type boilerplate, macros, variadic calls.
    .target(
        name: "CCustomControls",
        dependencies: ["CustomControlsCGtk"]
    ),
    // Everything that needs no display: models, geometry, drags, emission, animation.
    .target(name: "CustomControlsCore"),
    // The GTK widgets.
    .target(
        name: "CustomControls",
        dependencies: ["CustomControlsCore", "CCustomControls", "CustomControlsCGtk"]
    ),
    // libadwaita, for the demo only (its header bar and Gallery/Properties view switcher):
    // no library target or product depends on it.
    .systemLibrary(
        name: "CustomControlsCAdwaita",
        path: "Demo/CustomControlsCAdwaita",
        pkgConfig: "libadwaita-1",
        providers: [.apt(["libadwaita-1-dev"])]
    ),
    // The C API (@_cdecl functions, declared in customcontrols.h) over the widgets. The
    // header, the linker version script and the Vala metadata are meson's: no Swift module
    // sees the header, so Swift never meets C declarations of the functions it defines.
    .target(
        name: "CustomControlsCAPI",
        dependencies: ["CustomControls", "CCustomControls", "CustomControlsCGtk"],
        exclude: ["customcontrols.h", "customcontrols.map", "Cc-1.metadata"]
    ),
    .executableTarget(
        name: "CustomControlsDemo",
        dependencies: ["CustomControls", "CustomControlsCGtk", "CustomControlsCAdwaita"],
        path: "Demo",
        exclude: ["CustomControlsCAdwaita"],
        // Export cc_*_get_type so GtkBuilder can find the types lazily by name.
        linkerSettings: exportDynamic
    ),
]

/// What development adds: the benchmark, the tests and the packages they use.
let developmentProducts: [Product] = [
    .executable(name: "customcontrols-bench", targets: ["CustomControlsBenchmark"]),
]

let developmentDependencies: [Package.Dependency] = [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // `swift package generate-documentation` (DocC); not linked into any target.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
]

let developmentTargets: [Target] = [
    // The variadic GLib/GTK calls only the tests make (emitting gesture signals, reading
    // accessible properties), kept out of the product's C target.
    .target(
        name: "CCustomControlsTestSupport",
        dependencies: ["CustomControlsCGtk"],
        path: "Tests/CCustomControlsTestSupport"
    ),
    // Draw cost, desk frame time and memory against GtkScale, in one run (BENCHMARKS.md).
    .executableTarget(
        name: "CustomControlsBenchmark",
        dependencies: ["CustomControls", "CustomControlsCore", "CustomControlsCGtk"],
        path: "Benchmarks"
    ),
    .testTarget(
        name: "CustomControlsCoreTests",
        dependencies: [
            "CustomControlsCore",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]
    ),
    .testTarget(
        name: "CustomControlsTests",
        dependencies: ["CustomControls", "CCustomControls", "CCustomControlsTestSupport", "CustomControlsCGtk", "CustomControlsCore"],
        exclude: ["Golden"],
        linkerSettings: exportDynamic
    ),
    // Starts the real demo on a private X server and drives it with real pointer events;
    // runs the benchmark in quick mode.
    .testTarget(
        name: "CustomControlsEndToEndTests",
        dependencies: ["CustomControlsDemo", "CustomControlsBenchmark"]
    ),
]

let package = Package(
    name: "CustomControls",
    products: libraryProducts + (libraryBuild ? [] : developmentProducts),
    dependencies: libraryBuild ? [] : developmentDependencies,
    targets: libraryTargets + (libraryBuild ? [] : developmentTargets)
)
