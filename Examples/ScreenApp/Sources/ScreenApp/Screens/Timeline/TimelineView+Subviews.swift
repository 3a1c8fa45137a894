// Written once by `screengen scaffold` for Specs/Timeline.yaml; screengen never changes this file.
// It is the place for TimelineView's subviews and row views.

import SwiftUI

struct PostRow: View {
    let post: Post

    var body: some View {
        Text(String(describing: post.id))
    }
}
