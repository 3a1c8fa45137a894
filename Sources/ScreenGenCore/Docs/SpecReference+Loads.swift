extension SpecReference {
    /// The prose on what a load does when its runs overlap, when its screen shows again and when a
    /// reload fails: the behaviour the tables cannot say, and why it was chosen.
    static let loadsSection = """
        ## Loads that overlap, show again and fail

        A load function runs from several places: the view's `.task` (again whenever the screen shows
        again and whenever a `dependsOn` value changes), pull to refresh, Retry and an action's
        `reloads`. They overlap freely. What the generated screen does, in every mode (MV, store,
        iOS 16):

        - **The newest request wins.** Each load function numbers its requests (`postsRequest`,
          bookkeeping no view reads: `@ObservationIgnored` in a store) and publishes an answer or a
          failure only while its request is the newest, so an older request that answers last (a slow
          first load overtaken by a pull to refresh) leaves the phase alone, and so does a cancelled
          one. A counter rather than cancelling the older request: a load function cannot cancel the
          `.task` or the `.refreshable` that runs another, and the older request's answer is simply
          not shown.
        - **Shown again, it keeps what it loaded.** The task returns at once when the phase has
          answered (loaded, or empty) for the same inputs: a popped screen or a tab switched back
          shows what it showed, the pages of a paged list included. Pull to refresh, Retry, a changed
          `dependsOn` value and an action's `reloads` still load.
        - **A value carries its inputs.** A load with `dependsOn` keeps what it was loaded for in its
          phase, `.loaded(posts, for: query)` and `.empty(for: query)`, which `loadedFor` reads: the
          task compares it with the current inputs, a next page is fetched and appended only for rows
          of the current inputs, and an empty search names the text the results are for rather than
          the text being typed.
        - **A failed reload keeps what is shown.** A load that fails while its phase shows an answer
          for the same inputs leaves the answer in place and sets `postsReloadError`; the view shows
          it in a notice above the content (`.safeAreaInset(edge: .top)`: a `Label`, "Could not
          update: …", on the bar material, one for the screen however many of its loads failed)
          until the next answer clears it. The full-screen `failed`
          state is for a load with nothing to show: the first one, or one for new inputs (the rows on
          screen are another search's). A notice rather than an alert: what is shown is still good,
          so nothing should cover it or ask for a tap, and the screen's alert lives in the view,
          where a store's load cannot set it, so stores and MV screens would behave differently. A
          stream is not a reload: its failure ends it, and its phase shows `failed`.


        """
}
