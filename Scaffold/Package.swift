// swift-tools-version: 6.1
import PackageDescription

/// `yopuy-scaffold`: turns an OpenAPI 3.0 or 3.1 document into Yopuy declarations that a person
/// then owns. A package of its own, so that the root package keeps no dependencies.
let package = Package(
    name: "YopuyScaffold",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "yopuy-scaffold", targets: ["yopuy-scaffold"]),
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
        .plugin(name: "YopuyScaffoldPlugin", targets: ["YopuyScaffoldPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/mattpolzin/OpenAPIKit.git", exact: "6.4.0", traits: []),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        .target(
            name: "ScaffoldKit",
            dependencies: [
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
                .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "yopuy-scaffold",
            dependencies: [
                "ScaffoldKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "YopuyScaffoldPlugin",
            capability: .command(
                intent: .custom(
                    verb: "yopuy-scaffold",
                    description:
                        "Writes Yopuy declarations of an OpenAPI document into a target, or checks a newer one."
                ),
                permissions: [
                    .writeToPackageDirectory(reason: "It writes the scaffolded Swift files into the target you name.")
                ]
            ),
            dependencies: ["yopuy-scaffold"]
        ),
        .testTarget(
            name: "ScaffoldKitTests",
            dependencies: ["ScaffoldKit", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
