// Written once by `screengen scaffold` for Packages/Shelf/Specs/Shelf.yaml; screengen never changes this file.
// It is the place for ShelfView's subviews and row views.

import SwiftUI

/// A book's row on the shelf.
struct BookRow: View {
    let book: Book

    var body: some View {
        Text(book.title)
    }
}

/// A book, pushed by the `book` route.
struct BookView: View {
    let id: Int

    var body: some View {
        Text("Book \(id)")
    }
}

/// An author, pushed by the `author` route.
struct AuthorView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}

/// The `addBook` sheet.
struct AddBookView: View {
    var body: some View {
        Text("Add a Book")
    }
}
