import BlogModel

/// The blog's comments. Swift Testing has a `Comment` type too; a name declared in this module
/// takes precedence over both imports, so `Comment` means the blog's here.
typealias Comment = BlogModel.Comment
