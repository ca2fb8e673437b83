// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (Each type says what it stands for; its members are what Yopuy's protocols ask for.)

public import Foundation
public import Yopuy

// The resources the fuzz targets send requests for: one of each shape an ID can take in a path.
// Each answer is `204 No Content`, so nothing is ever parsed; the parsers only give the bytes.

/// A root resource with a text ID: `/items/{id}`.
public struct Item: RootResource, IsShowable, IsCreatable, Sendable {
    public static let path = "items"
    public let id: String
    public static func parse(singular data: Data) throws -> Data { data }
}

/// A child of ``Item`` with a text ID: `/items/{id}/notes/{id}`.
public struct Note: ChildResource, IsShowable, Sendable {
    public typealias Parent = Item
    public static let path = "notes"
    public let id: String
    public static func parse(singular data: Data) throws -> Data { data }
}

/// A root resource with an ID of two texts: `/pairs/{owner}/{name}`.
public struct Pair: RootResource, IsShowable, Sendable {
    public static let path = "pairs"
    public let id: CompositeID<String, String>
    public static func parse(singular data: Data) throws -> Data { data }
}

/// A child of ``Pair`` with an ID of three texts: `/pairs/{a}/{b}/triples/{c}/{d}/{e}`.
public struct Triple: ChildResource, IsShowable, Sendable {
    public typealias Parent = Pair
    public static let path = "triples"
    public let id: CompositeID<String, String, String>
    public static func parse(singular data: Data) throws -> Data { data }
}

/// A root resource whose ID spans segments: `/images/{library/ubuntu}`.
public struct Image: RootResource, IsAddressable, Sendable {
    public static let path = "images"
    public let id: SegmentedID
}

/// A child of ``Image`` with a text ID: `/images/{name}/manifests/{reference}`.
public struct Manifest: ChildResource, IsShowable, Sendable {
    public typealias Parent = Image
    public static let path = "manifests"
    public let id: String
    public static func parse(singular data: Data) throws -> Data { data }
}

/// A root resource created from a multipart form: `POST /forms`.
public struct Upload: RootResource, IsCreatable, Sendable {
    public typealias CreateBody = MultipartForm
    public static let path = "forms"
    public let id: Int
    public static func parse(singular data: Data) throws -> Data { data }
}

/// A root resource whose declared path is the fuzz input's: `/{declared}/{id}`. The target sets
/// ``declared`` before each input; libFuzzer runs one input at a time.
public struct Literal: RootResource, IsShowable, Sendable {
    nonisolated(unsafe) public static var declared = "literal"
    public static var path: String { declared }
    public let id: String
    public static func parse(singular data: Data) throws -> Data { data }
}
