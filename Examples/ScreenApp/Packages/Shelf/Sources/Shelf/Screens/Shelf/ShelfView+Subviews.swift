// Written once by `screengen scaffold` for Packages/Shelf/Specs/Shelf.yaml; screengen never changes this file.
// It is the place for ShelfView's subviews and row views.

import SwiftUI
