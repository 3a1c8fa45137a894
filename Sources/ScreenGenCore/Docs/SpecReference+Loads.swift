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

    /// The prose on loads that run again while their screen is shown (`every`) and loads whose
    /// failure shows nothing (`failure: ignore`): what each does with the rules above, and why.
    static let pollingSection = """
        ## Loads that refresh while shown, and loads whose failure shows nothing

        **`every: 30s`** runs a load again while its screen is shown, as a status or a countdown
        does. The load's home gets `poll<Name>(every:)`, which loops (the load function, then
        `try await Task.sleep(for: interval)`) until its task is cancelled, and the view's task awaits
        it in place of the load function (`.task { await store.pollStatus() }`). SwiftUI cancels that
        task as the screen goes away, which ends the sleep and the loop: nothing runs while the screen
        is hidden, and no timer has to be stopped by hand. Each run after the first is a reload, with
        everything of the section above: no spinner over what is shown, a failure keeps it and shows
        the reload notice until the next answer clears it, and the newest request wins over a pull to
        refresh or an action's `reloads` that overlaps it. The interval is the time between the end of
        one run and the start of the next (a slow server is never asked twice at once); it is the
        default of the function's parameter, so that a test can poll faster (the PollDriver does). The
        choices:

        - **`dependsOn`**: the loop is the task's, so a changed value restarts it (`.task(id:)`), with
          a load at once for the new value.
        - **Shown again, it loads at once.** A periodic load's task has no "keeps what it loaded"
          return: what it shows has aged while the screen was hidden, and its loop starts over. What it
          showed stays on screen while that first run loads, as for any reload.
        - **Retry**: a load with `error: { retry: true }` goes back to `loading` when it restarts
          after failing, so each run after a failure shows progress, as Retry does; a periodic load
          retries by itself, so it rarely needs the button.
        - **`stream` is refused**: a stream already shows each value as it arrives, and its load
          function returns only when the view goes away.
        - **`pagination` is refused**: every reload starts again from page one, so each run would drop
          the pages scrolled to and the list would jump to its top. Pull to refresh is the user's choice
          to do that; a timer's is not.
        - Intervals under a second are refused (`invalid-value`): what changes that often is a stream.

        Pi Stats polls its Pi-hole's summary every 5 seconds while the detail is shown
        (Tests/Golden/spec-pihole-detail; the iOS 16 store in legacy-ios16-refresh-pihole):
        `{ name: summary, type: PiholeSummary, call: service.summary(), every: 5s, refreshable: true }`.

        **`failure: ignore`** makes a load whose failure shows nothing, as `try?` would: the extra a
        screen shows when it has it (how you relate to a profile's account, a device's readings when
        it reports them). Such a load has **no phase**: its value is an optional member named after it
        (`relationship: AccountRelationship?`, `@State` in the view or `private(set)` in the store),
        nil until it loads, set by each answer and back to nil after a failure; its load function is
        `self.relationship = try? await …` behind the same newest-request check. Other sections read
        it like any member: a row (`UserProfileHeaderView(account: account, relationship:
        relationship)`), a section's or a field's `if` (`if: relationship?.followedBy == true`), with
        `store.` in front when the load lives in a store. The choices:

        - **No section shows it** (`load: relationship` is `invalid-value`): a section that shows a
          load shows its loading, failed and loaded states, and this one has none. Neither does the
          navigation title, and no preview or generated test is made for its states.
        - **No `error`, `empty` or `placeholder`** (each `invalid-value`), no reload notice, and no
          `stream` or `pagination`, whose failures have their own places on screen.
        - **Shown again, it keeps what it loaded**: the task returns at once when the value is not nil,
          and tries again when the last load failed. With `dependsOn` (or a client from the environment)
          it loads again each time the task runs: the value carries no inputs, so a value for other
          inputs cannot be told from one for the same.
        - Pull to refresh, `every` and an action's `reloads` run it like any load.

        Vernissage's profile loads the relationship beside the account; here a failed relationship
        leaves the header without "Follows you" rather than failing the screen
        (Tests/Golden/failure-ignore-mv-profile): `{ name: relationship, type: AccountRelationship,
        call: "client.relationship(withID: accountID)", failure: ignore }`.


        """

    /// The prose on loads that seed a form (`seeds`): what is copied, when, and what waits for it.
    static let seedingSection = """
        ## Loads that seed a form

        An edit screen loads what it edits (the signed-in account), then lets the user change a copy.
        **`seeds`** on a load says what its value starts: `seeds: [{ into: displayName, value:
        account.displayName }, …]`. `into` names a store property (a view `state` in MV, where the
        load runs in the view), the one the form's field binds; `value` reads the loaded value by the
        load's name and is of the property's type. The load function copies on the **first answer**
        only, after setting the phase:

        ```swift
        if !self.isAccountSeeded {
            self.displayName = account.displayName
            self.isAccountSeeded = true
        }
        ```

        Every other answer leaves the properties alone: a pull to refresh, Retry after a failed
        reload, an `every` run and an action's `reloads` show the account again but never overwrite
        what the user typed. Until the copy is made, each control that binds a seeded property (by its
        bare name, `store.displayName` or a path through it) is disabled,
        `.disabled(!store.isAccountSeeded)`, joined with the field's own `disabled`: nothing typed
        before the answer could be lost to it. `isAccountSeeded` is a member beside the phase that
        only the load function sets (`private(set)` in a store, `@Published` in an iOS 16 store,
        `@State` in MV); a Save button can wait for it too (`disabled: "!store.isAccountSeeded"`).
        The choices:

        - **`dependsOn`**: a new input seeds again. The load function clears the flag when the
          request's input is not the one its phase holds (the fields wait again), and the first
          answer for that input copies its value: the form edits what was loaded for the current
          input. A reload for the same input does not. A load may not depend on a property it seeds
          (`invalid-value`): each edit would load again and overwrite itself.
        - **A failed first load** shows the section's error placeholder (with `retry: true`, its
          Retry) and the fields stay disabled until an answer. With **`failure: ignore`** (a form that
          starts from a saved draft when there is one), the first run ends the wait either way: an
          answer seeds (`if let draft { … }`), a failure leaves the properties' initial values.
        - **Not with `stream` or `pagination`** (`invalid-value`): a stream's values keep arriving
          while the user edits, and a paged load's rows are a list rather than a form's values.
        - `into` that names nothing the load can set is `unknown-name`, with a did-you-mean; a view
          `state` seeded by a store's load is refused with a note to move it into the store. A
          property seeded twice is `duplicate-name`; a `value` that does not read the load is
          `invalid-expression` (a constant belongs in the property's `initial`).

        Metatext's edit profile screen loads the account with its source and copies its display name,
        note and switches into the values its form edits (Tests/Golden/spec-edit-profile; the
        MV form in seeds-mv-edit-profile, the iOS 16 store in seeds-ios16-legacy-edit-profile):
        `{ name: profile, type: EditableProfile, call: identity.profileWithSource(), seeds: [{ into:
        displayName, value: profile.displayName }, …] }`.


        """
}
