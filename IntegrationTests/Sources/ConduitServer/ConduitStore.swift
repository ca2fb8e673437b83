import ConduitAPI
import Synchronization

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a Conduit server keeps: users and their tokens, follows, articles, comments and
/// favourites, in memory. Every refusal is a ``ConduitRefusal``, which the server answers with
/// the status the document gives it.
public final class ConduitStore: Sendable {
    private struct Account {
        var user: User
        var password: String
    }

    private struct State {
        var accounts: [String: Account] = [:]
        var tokens: [String: String] = [:]
        var follows: Set<[String]> = []
        var articles: [String: Article] = [:]
        var order: [String] = []
        var comments: [String: [CommentModel]] = [:]
        var favorites: [String: Set<String>] = [:]
        var nextComment = 1
        var nextToken = 1
        var isBroken = false
    }

    private let state = Mutex(State())
    private let now: @Sendable () -> String

    /// An empty store, whose records are stamped with `now`.
    public init(now: @escaping @Sendable () -> String = { "2026-12-07T00:00:00.000Z" }) {
        self.now = now
    }

    /// Makes every later request fail inside the server until it is mended, as a database that
    /// went away would: the document's "Unexpected error".
    public func breakDown(_ isBroken: Bool) {
        state.withLock { $0.isBroken = isBroken }
    }

    /// Runs `body` on the state, or fails as the store is broken.
    private func access<Value>(_ body: (inout State) throws(ConduitRefusal) -> Value) throws -> Value {
        try state.withLock { state throws in
            if state.isBroken { throw StoreFailure() }
            return try body(&state)
        }
    }

    // MARK: Users

    /// Registers a user and signs them in.
    func register(_ new: NewUser) throws -> User {
        try access { state throws(ConduitRefusal) in
            try Self.require(!new.username.isEmpty, "username can't be empty")
            try Self.require(!new.email.isEmpty, "email can't be empty")
            try Self.require(state.accounts[new.username] == nil, "username has already been taken")
            try Self.require(
                !state.accounts.values.contains { $0.user.email == new.email },
                "email has already been taken"
            )
            let user = User(
                email: new.email,
                token: Self.token(&state, for: new.username),
                username: new.username,
                bio: "",
                image: ""
            )
            state.accounts[new.username] = Account(user: user, password: new.password)
            return user
        }
    }

    /// The user whose email and password these are, with a new token.
    func login(_ login: LoginUser) throws -> User {
        try access { state throws(ConduitRefusal) in
            try Self.require(!login.email.isEmpty, "email can't be empty")
            guard var account = state.accounts.values.first(where: { $0.user.email == login.email }),
                account.password == login.password
            else { throw .unauthorized }
            account.user.token = Self.token(&state, for: account.user.username)
            state.accounts[account.user.username] = account
            return account.user
        }
    }

    /// The user signed in with `token`; `nil` for no token.
    func caller(_ token: String?) throws -> String? {
        guard let token else { return nil }
        return try access { state throws(ConduitRefusal) in
            guard let name = state.tokens[token], state.accounts[name] != nil else { throw .unauthorized }
            return name
        }
    }

    /// The user `name`.
    func user(_ name: String) throws -> User {
        try access { state throws(ConduitRefusal) in
            guard let account = state.accounts[name] else { throw .unauthorized }
            return account.user
        }
    }

    /// Changes what `update` gives of the user `name`.
    func update(_ name: String, _ update: UpdateUser) throws -> User {
        try access { state throws(ConduitRefusal) in
            guard var account = state.accounts[name] else { throw .unauthorized }
            if let email = update.email {
                try Self.require(!email.isEmpty, "email can't be empty")
                account.user.email = email
            }
            if let bio = update.bio { account.user.bio = bio }
            if let image = update.image { account.user.image = image }
            if let password = update.password { account.password = password }
            if let username = update.username, username != name {
                try Self.require(!username.isEmpty, "username can't be empty")
                try Self.require(state.accounts[username] == nil, "username has already been taken")
                state.accounts[name] = nil
                for (token, owner) in state.tokens where owner == name { state.tokens[token] = username }
                account.user.username = username
            }
            state.accounts[account.user.username] = account
            return account.user
        }
    }

    // MARK: Profiles

    /// The profile of `name`, as `viewer` sees it.
    func profile(_ name: String, viewer: String?) throws -> Profile {
        try access { state throws(ConduitRefusal) in try Self.profile(state, name, viewer: viewer) }
    }

    /// Makes `viewer` follow `name`, or stop following.
    func follow(_ name: String, by viewer: String, _ follows: Bool) throws -> Profile {
        try access { state throws(ConduitRefusal) in
            try Self.require(state.accounts[name] != nil, "profile not found")
            try Self.require(name != viewer, "you cannot follow yourself")
            if follows {
                state.follows.insert([viewer, name])
            } else {
                state.follows.remove([viewer, name])
            }
            return try Self.profile(state, name, viewer: viewer)
        }
    }

    // MARK: Articles

    /// The articles `parameters` asks for, newest first, as `viewer` sees them; with `feed`, only
    /// those of the authors `viewer` follows.
    func articles(
        _ parameters: ArticleResource.ListParameters,
        viewer: String?,
        feed: Bool = false
    ) throws -> MultipleArticlesResponse {
        try access { state throws(ConduitRefusal) in
            try Self.require((parameters.offset ?? 0) >= 0, "offset must not be negative")
            try Self.require((parameters.limit ?? 20) >= 0, "limit must not be negative")
            var found = state.order.reversed().compactMap { state.articles[$0] }
            if feed, let viewer {
                found = found.filter { state.follows.contains([viewer, $0.author.username]) }
            }
            if let tag = parameters.tag { found = found.filter { $0.tagList.contains(tag) } }
            if let author = parameters.author { found = found.filter { $0.author.username == author } }
            if let favorited = parameters.favorited {
                found = found.filter { state.favorites[$0.slug, default: []].contains(favorited) }
            }
            let shown = found.dropFirst(parameters.offset ?? 0).prefix(parameters.limit ?? 20)
            let listed = try shown.map { article throws(ConduitRefusal) in
                let seen = try Self.seen(state, article, by: viewer)
                return MultipleArticlesResponse.Article(
                    slug: seen.slug,
                    title: seen.title,
                    description: seen.description,
                    tagList: seen.tagList,
                    createdAt: seen.createdAt,
                    updatedAt: seen.updatedAt,
                    favorited: seen.favorited,
                    favoritesCount: seen.favoritesCount,
                    author: seen.author
                )
            }
            return MultipleArticlesResponse(articles: listed, articlesCount: found.count)
        }
    }

    /// The article `slug`, as `viewer` sees it.
    func article(_ slug: String, viewer: String?) throws -> Article {
        try access { state throws(ConduitRefusal) in
            guard let article = state.articles[slug] else { throw .invalid("article not found") }
            return try Self.seen(state, article, by: viewer)
        }
    }

    /// Writes a new article by `author`.
    func write(_ new: NewArticle, by author: String) throws -> Article {
        let stamp = now()
        return try access { state throws(ConduitRefusal) in
            try Self.require(!new.title.isEmpty, "title can't be empty")
            try Self.require(!new.body.isEmpty, "body can't be empty")
            var slug = Self.slug(new.title)
            try Self.require(!slug.isEmpty, "title must hold a letter or a digit")
            var number = 1
            while state.articles[slug] != nil {
                number += 1
                slug = Self.slug(new.title) + "-\(number)"
            }
            let article = Article(
                slug: slug,
                title: new.title,
                description: new.description,
                body: new.body,
                tagList: new.tagList ?? [],
                createdAt: stamp,
                updatedAt: stamp,
                favorited: false,
                favoritesCount: 0,
                author: try Self.profile(state, author, viewer: author)
            )
            state.articles[slug] = article
            state.order.append(slug)
            return article
        }
    }

    /// Changes the article `slug` of `author`.
    func edit(_ slug: String, _ update: UpdateArticle, by author: String) throws -> Article {
        let stamp = now()
        return try access { state throws(ConduitRefusal) in
            guard var article = state.articles[slug] else { throw .invalid("article not found") }
            try Self.require(article.author.username == author, "only its author can edit an article")
            if let title = update.title {
                try Self.require(!title.isEmpty, "title can't be empty")
                article.title = title
            }
            if let description = update.description { article.description = description }
            if let body = update.body {
                try Self.require(!body.isEmpty, "body can't be empty")
                article.body = body
            }
            article.updatedAt = stamp
            state.articles[slug] = article
            return try Self.seen(state, article, by: author)
        }
    }

    /// Deletes the article `slug` of `author`.
    func delete(_ slug: String, by author: String) throws {
        try access { state throws(ConduitRefusal) in
            guard let article = state.articles[slug] else { throw .invalid("article not found") }
            try Self.require(article.author.username == author, "only its author can delete an article")
            state.articles[slug] = nil
            state.order.removeAll { $0 == slug }
            state.comments[slug] = nil
            state.favorites[slug] = nil
        }
    }

    /// Makes `viewer` favourite the article `slug`, or stop.
    func favorite(_ slug: String, by viewer: String, _ favors: Bool) throws -> Article {
        try access { state throws(ConduitRefusal) in
            guard let article = state.articles[slug] else { throw .invalid("article not found") }
            if favors {
                state.favorites[slug, default: []].insert(viewer)
            } else {
                state.favorites[slug, default: []].remove(viewer)
            }
            return try Self.seen(state, article, by: viewer)
        }
    }

    /// Every tag an article holds, once, in order.
    func tags() throws -> [String] {
        try access { state throws(ConduitRefusal) in
            Array(Set(state.articles.values.flatMap(\.tagList))).sorted()
        }
    }

    // MARK: Comments

    /// The comments of the article `slug`, as `viewer` sees them.
    func comments(_ slug: String, viewer: String?) throws -> [CommentModel] {
        try access { state throws(ConduitRefusal) in
            try Self.require(state.articles[slug] != nil, "article not found")
            return try state.comments[slug, default: []].map { comment throws(ConduitRefusal) in
                var seen = comment
                seen.author = try Self.profile(state, comment.author.username, viewer: viewer)
                return seen
            }
        }
    }

    /// Writes a comment by `author` on the article `slug`.
    func comment(_ new: NewComment, on slug: String, by author: String) throws -> CommentModel {
        let stamp = now()
        return try access { state throws(ConduitRefusal) in
            try Self.require(state.articles[slug] != nil, "article not found")
            try Self.require(!new.body.isEmpty, "body can't be empty")
            let comment = CommentModel(
                id: state.nextComment,
                createdAt: stamp,
                updatedAt: stamp,
                body: new.body,
                author: try Self.profile(state, author, viewer: author)
            )
            state.nextComment += 1
            state.comments[slug, default: []].append(comment)
            return comment
        }
    }

    /// Deletes the comment `id` of `author` on the article `slug`.
    func deleteComment(_ id: Int, on slug: String, by author: String) throws {
        try access { state throws(ConduitRefusal) in
            guard let index = state.comments[slug]?.firstIndex(where: { $0.id == id }) else {
                throw .invalid("comment not found")
            }
            try Self.require(
                state.comments[slug]?[index].author.username == author,
                "only its author can delete a comment"
            )
            state.comments[slug]?.remove(at: index)
        }
    }

    // MARK: Helpers

    private static func require(_ condition: Bool, _ message: String) throws(ConduitRefusal) {
        if !condition { throw .invalid(message) }
    }

    private static func token(_ state: inout State, for name: String) -> String {
        let token = "jwt.\(state.nextToken).\(name.utf8.count)"
        state.nextToken += 1
        state.tokens[token] = name
        return token
    }

    private static func profile(_ state: State, _ name: String, viewer: String?) throws(ConduitRefusal) -> Profile {
        guard let account = state.accounts[name] else { throw .invalid("profile not found") }
        let following = viewer.map { state.follows.contains([$0, name]) } ?? false
        return Profile(
            username: account.user.username,
            bio: account.user.bio,
            image: account.user.image,
            following: following
        )
    }

    private static func seen(_ state: State, _ article: Article, by viewer: String?) throws(ConduitRefusal) -> Article {
        var seen = article
        let fans = state.favorites[article.slug, default: []]
        seen.favoritesCount = fans.count
        seen.favorited = viewer.map(fans.contains) ?? false
        seen.author = try profile(state, article.author.username, viewer: viewer)
        return seen
    }

    /// `title` in lower case, each run of other characters than letters and digits one `-`.
    static func slug(_ title: String) -> String {
        var slug = ""
        for character in title.lowercased() {
            if character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        return slug
    }
}

/// Why the store refused: the document's 401 or its 422 with a message.
enum ConduitRefusal: Error {
    case unauthorized
    case invalid(String)
}

/// The store failing inside: an error of the server's own, which no client is meant to read.
struct StoreFailure: Error, CustomStringConvertible {
    var description: String { "database at postgres://conduit:secret@10.0.0.5/conduit went away" }
}
