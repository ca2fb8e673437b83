import Foundation
import Testing

@testable import ScaffoldKit

@Suite("Saying routes as Yopuy declarations")
struct ScaffoldRouteTests {
    private let routes = """
        GET /pets
        POST /pets
        GET /pets/{pet_id}
        DELETE /pets/{pet_id}
        POST /pets/{pet_id}/feed
        GET /repos/{owner}/{repo}
        GET /repos/{owner}/{repo}/issues/{issue_number}
        GET /search/issues
        GET /user
        """

    private var output: Scaffold.Output { Scaffold.scaffold(routeList: routes, title: "Pets", module: "PetsAPI") }

    @Test("every route is said, with the expression a person would write")
    func expressions() throws {
        let check = try #require(output.tests.first).contents
        for expression in [
            "Pet.list", "Pet.create", "Pet.show(2)", "Pet.delete(2)", "Pet.at(2) / Feed.action",
            #"Repo.show("owner", "repo")"#, #"Repo.at("owner", "repo") / RepoIssue.show(5)"#,
            "Search.at / SearchIssue.list",
            "User.show",
        ] {
            #expect(check.contains("= \(expression)\n"), "\(expression)")
        }
        #expect(output.report.said == 9)
        #expect(output.report.notSaid.isEmpty)
    }

    @Test("the declarations use the README's shapes")
    func declarations() throws {
        let sources = output.sources.map(\.contents).joined()
        #expect(
            sources.contains(
                "struct Pet: RootResource, IsListable, IsCreatable, IsShowable, IsDeletable, IsAddressable {"
            )
        )
        #expect(
            sources.contains("typealias ID = CompositeID<String, String>")
                || sources.contains("let id: CompositeID<String, String>")
        )
        #expect(sources.contains("enum Search: RootNamespace {"))
        #expect(sources.contains("enum Feed: RecordAction {"))
        #expect(sources.contains("enum User: SingularRootResource, IsShowable {"))
    }

    @Test("the same input gives byte-identical output")
    func deterministic() {
        #expect(output.sources == output.sources)
        #expect(Scaffold.scaffold(routeList: routes, title: "Pets", module: "PetsAPI").tests == output.tests)
    }
}

@Suite("Saying the shapes real APIs use")
struct ScaffoldShapeTests {
    private let output = Scaffold.scaffold(
        routeList: """
            GET /v1/projects/{project}/instances/{instance}
            POST /v1/projects/{project}/instances/{instance}:restart
            GET /v1/projects/{project}/instances:aggregated
            GET /odata/accounts({id})/contacts
            GET /repos/{owner}/{repo}/compare/{base}...{head}
            """,
        title: "Shapes",
        module: "Shapes"
    )

    @Test("a custom method after a colon, an OData key, and two parameters in one segment")
    func shapes() throws {
        let check = try #require(output.tests.first).contents
        for (expression, expected) in [
            (
                #"V1.at / Project.at("project") / Instance.at("instance") / Restart.action"#,
                #""POST v1/projects/project/instances/instance:restart""#
            ),
            (
                #"V1.at / Project.at("project") / InstanceAggregated.action"#,
                #""GET v1/projects/project/instances:aggregated""#
            ),
            (#"Odata.at / Account.at("id") / Contact.list"#, #""GET odata/accounts(id)/contacts""#),
            (
                #"Repo.at("owner", "repo") / Compare.show("base...head")"#,
                #""GET repos/owner/repo/compare/base...head""#
            ),
        ] {
            #expect(check.contains("= \(expression)\n"), "\(expression)")
            #expect(check.contains(expected), "\(expected)")
        }
        let sources = output.sources.map(\.contents).joined()
        #expect(sources.contains(#"static let path = ":restart""#))
        #expect(sources.contains(#"static let path = "accounts()""#))
        #expect(output.report.compromises.count == 1)
    }

    @Test("a segment that starts with a colon is not said, and the report says why")
    func segmentStartingWithAColon() throws {
        let output = Scaffold.scaffold(routeList: "GET /users/:id\nGET /users\n", title: "Colons", module: "Colons")
        #expect(output.report.said == 1)
        #expect(
            output.report.notSaid == [
                "GET /users/:id: its segment `:id` starts with a colon, which a Yopuy path reads as a custom "
                    + "method on the segment before it (it would send `…:id` without the `/`)"
            ]
        )
        let check = try #require(output.tests.first).contents
        #expect(!check.contains("users:id"))
    }

    @Test("a colon that ends its segment names no method: the segment is a literal, sent as written")
    func segmentEndingInAColon() throws {
        let output = Scaffold.scaffold(
            routeList: "GET /things/{id}/X:\nGET /things/{id}/a:b:\n",
            title: "Colons",
            module: "Colons"
        )
        #expect(output.report.said == 2)
        let sources = output.sources.map(\.contents).joined()
        #expect(sources.contains(#"static let path = "X:""#), "\(sources)")
        #expect(sources.contains(#"static let path = "a:b:""#))
        #expect(!sources.contains(#"static let path = ":""#))
        let check = try #require(output.tests.first).contents
        #expect(check.contains("/X:\""), "\(check)")
    }

    /// Twilio's 2010 API (#65's notes, #75): every path ends in `.json`, a record's after its ID.
    @Test("an extension after an ID is the resource's pathSuffix, its ID typed and clean of it")
    func pathSuffix() throws {
        let routes = """
            GET /2010-04-01/Accounts.json
            POST /2010-04-01/Accounts.json
            GET /2010-04-01/Accounts/{Sid}.json
            POST /2010-04-01/Accounts/{Sid}.json
            GET /2010-04-01/Accounts/{AccountSid}/Calls.json
            GET /2010-04-01/Accounts/{AccountSid}/Calls/{Sid}.json
            DELETE /2010-04-01/Accounts/{AccountSid}/Calls/{Sid}.json
            GET /2010-04-01/Accounts/{AccountSid}/Balance.json

            """
        let output = Scaffold.scaffold(routeList: routes, title: "Suffixes", module: "Suffixes")
        #expect(output.report.said == 8)
        #expect(output.report.compromises == [])
        let sources = output.sources.map(\.contents).joined()
        for path in ["Accounts", "Calls", "Balance"] {
            #expect(sources.contains("static let path = \"\(path)\"\n    static let pathSuffix = \".json\""), "\(path)")
        }
        #expect(!sources.contains("Accounts.json\""))
        let check = try #require(output.tests.first).contents
        #expect(check.contains("\"GET 2010-04-01/Accounts/Sid.json\""), "\(check)")
        #expect(check.contains("\"DELETE 2010-04-01/Accounts/AccountSid/Calls/Sid.json\""))
        #expect(check.contains("\"POST 2010-04-01/Accounts/Sid.json\""))

        // A record read with the suffix and deleted without it: no one suffix for the resource,
        // so the ID is the whole segment, as before, and the report says so.
        let mixed = Scaffold.scaffold(
            routeList: "GET /Things.json\nGET /Things/{id}.json\nDELETE /Things/{id}\n",
            title: "Mixed",
            module: "Mixed"
        )
        #expect(mixed.report.said == 3)
        #expect(mixed.report.compromises.contains { $0.contains("holds text beside its parameter") })
        #expect(!mixed.sources.map(\.contents).joined().contains("pathSuffix"))
    }
}
