/// Writes docs/spec.md from `SpecSchema`, so the reference lists exactly the keys the decoder
/// accepts; a test fails when the committed file is not what this produces.
public enum SpecReference {
    /// - Parameter example: a spec's text and the files generated from it, shown side by side.
    public static func markdown(exampleSpec: (path: String, text: String), exampleFiles: [GeneratedFile]) -> String {
        var out = """
            # The screen spec format

            <!-- Generated from the key tables in Sources/ScreenGenCore/Spec/ by `swift run
                 generate-sources`; edit the schema, not this file. -->

            One YAML file describes one screen. screengen reads it with libyaml, checks every key against the
            tables below (an unknown key is an error with a did-you-mean), resolves it into a screen model
            (`screengen dump SPEC` prints it) and generates the SwiftUI files.

            ## Conventions

            - **YAML**: one document per file, UTF-8 (a UTF-8 byte order mark is accepted; UTF-16 and
              UTF-32 are refused), indentation with spaces, at most 1 MiB, 64 levels of nesting and
              100,000 nodes after alias expansion. Keys are plain strings and appear once per mapping.
              A Swift type or expression nests at most \(SwiftSnippet.nestingLimit) levels of brackets
              and interpolations (`f(g([x]))` is three).
            - **Booleans** are `true` or `false` (unquoted); `"true"` is a string.
            - **Identifiers** (member names: `name`, `case`, `dependsOn`, `element`) follow Swift's
              identifier grammar, Unicode letters and emoji included; digits and the combining marks
              U+0300–U+036F, U+1DC0–U+1DFF, U+20D0–U+20FF and U+FE20–U+FE2F only after the first
              character. Invisible characters (zero-width spaces and joiners, bidirectional overrides,
              variation selectors) are refused, although Swift accepts them: such a name would not read
              as it compiles. A Swift keyword is accepted and written in backticks (`` `default` ``) in
              the generated code. **Type names** (`screen`, `store.type`) may not be keywords: a type
              named `` `Self` `` helps nobody.
            - **Swift types and expressions** (`type`, `call`, `row`, `initial`, `preview`, `destination`)
              are copied into the code as written, on one line, with balanced brackets and no comments,
              `;` or compiler directives (`#if`, `#endif`, `#sourceLocation`, `#warning`, `#error`); the
              compiler checks them when you build. screengen reads them as Swift's lexer does, so a quote
              or bracket inside a string, regex literal or raw identifier (`` `a "b"` ``) is text, and
              what Swift could not read (an unterminated literal, an invalid escape, a control character,
              a `#` that starts nothing, `\"\"\"` on one line) is refused. A bare regex literal `/…/` is read
              as Swift 6 reads it and must also be safe where the Swift 5 language mode reads operators;
              `#/…/#` reads the same in both. Quote them in YAML when they contain `: ` (argument labels)
              or start with a character YAML reserves: `call: "client.posts(for: id)"`, `initial: '""'`.
              An expression must also be whole (`invalid-expression`): no `.` without a member after it
              (`.yellow.`, `x?.`), no operator without its operand (`a +`, `- x`), no `,` or `:` with
              nothing on a side, no `try`, `await` or `as` without what follows them, no two expressions
              side by side (`a b`), no `$0` outside a closure, no ternary without its `:`. A cast or a key
              path at the top of an expression (`x as? Row`, `\\.title`) is refused too: the generated code
              writes modifiers and arguments after an expression, and they would become part of its type
              or path; write it in parentheses. A name that is a Swift keyword is read in backticks, as
              Swift needs: with `element: default`, a row reads `` `default`.name ``, and `default.name`
              is refused (`x!=` too, which Swift reads as `x!` and a one-sided `=`). Binding paths (`bind`,
              a search's `text`) are screengen's to escape: `bind: default` is fine. A **type** (`invalid-type`) must read as one by Swift's type
              grammar: names with members and generic arguments, arrays, dictionaries, tuples, functions
              (`@Sendable (Post) async throws -> Void`), optionals, `some`/`any`, compositions and
              metatypes; `PWNED()`, `x ?? y` and `\\.x` are refused where they are written.
            - **Text** (`summary`, `title`, placeholder titles, preview names) reaches the code only
              through one escaping function: quotes, backslashes, `\\(` and control characters cannot break
              out of the string literal.
            - **Text with interpolations** (an alert's `title` and `message`, a button's `label`) is text in
              which `\\(…)` inserts a Swift expression: `title: Delete \\(item.title)?` becomes
              `Text("Delete \\(item.title)?")`, which SwiftUI localizes with the key `Delete %@?`. Outside
              the interpolations the text is escaped like any text; each interpolation is checked like an
              expression, and an error names the character where it starts. Such text cannot show a
              literal `\\(`; write it in single quotes or unquoted (in YAML double quotes a backslash is
              YAML's escape).

            ## Alerts and confirmation dialogs

            `alerts` and `confirmationDialogs` follow the shape of `sheets`: one enum per screen
            (`<Screen>Alert`, `<Screen>ConfirmationDialog`, no SwiftUI import, so they compile on Linux),
            one optional `@State` in the view, one modifier. The modifier is
            `.alert(_:isPresented:presenting:actions:message:)` (iOS 15): the title (a `Text`), the buttons and
            the message come from helpers that switch over the enum and read the case's `item`; the Bool
            binding is derived from the optional by a small `isPresented(_:)` helper, so the optional
            stays the one source of truth and dismissing clears it. (Recent SDKs add `alert(_:item:…)`
            overloads, back-deployed; screengen keeps to the `isPresented:presenting:` form that every
            SDK since iOS 15's has, so the output builds with older Xcodes too.) The screen's own code
            sets the state — `alert = .removeFailed(error)` in a helper or a row's action — and a
            button's `action` is one statement or expression (no `;`); one that awaits runs in a
            `Task`, the one unstructured task a view may start, and one that throws must say `try?`. A
            presented screen that asks before closing calls `dismiss()` from its own dialog
            (`environment: [{ name: dismiss, key: dismiss }]`).

            Worth knowing: SwiftUI dismisses an alert when any of its buttons is tapped, so an action
            that presents another case of the same enum may see it cleared by that dismissal — present
            the follow-up from the other enum, or once the first is gone. On iPad a confirmation dialog
            is a popover anchored on the view it is attached to, here the screen's content; one that
            should point at its button belongs on the button, in the `modifiers` region of your own
            code. While an alert animates away its title may read empty: the optional is already nil.

            ## Actions and presented screens

            An `action` is a call that changes data (`call: client.update(draft)`, `async throws`), run by
            the buttons that name it. It lives where the loads live. With a store it is a store method,
            `@discardableResult func save() async throws -> Bool`, which sets the in-flight flag (a
            `private(set) var`, `@Published` on iOS 16), returns `false` without calling when a call is
            already running, and lets the error reach the view; the view's own private `save()` awaits
            it, puts a failure into the action's `failure` alert case (an `any Error` item: an error is
            never swallowed), then re-runs the `reloads` and runs `onSuccess` (`dismiss()`, a route, a
            state change). A statement of `onSuccess` that changes only the store runs in the store's
            method, right after the call, where a test of the store reaches it. In MV the view's method
            does all of it with an `@State` flag (for an action on rows, an `@State` set of ids). The view's
            method returns whether the action ran and succeeded, which is how a button's list of steps,
            `action: [save, dismiss()]`, stops at a failed one. A toolbar button that runs an action
            shows a `ProgressView` in place of its label (keeping the label as its accessibility label, so
            VoiceOver still names the button) and is disabled while the action is in flight,
            so a second tap does nothing; alert and dialog buttons can run actions too, without progress
            (they are gone once tapped). The default flag is `is<Name>Running` (`isSaveRunning`), which
            is right for any name; set `inFlight: isSaving` for the usual English.

            Actions on rows, as a list of real use needs them:

            - **One run per row, not per screen.** An action whose one parameter is a row's element
              (`order: Order`, the element type of a section's load) or an array of them (`[Order]`)
              tracks the ids it runs for, `private(set) var markReadyInFlight: Set<Order.ID>` (the
              default name is `<name>InFlight`; `inFlight:` names the set): a swipe on a second order
              runs at once while the first one's call is on its way, and the same order twice does
              nothing. A button that shows its progress shows it while the set is not empty.
            - **A swipe to delete takes the rows out of the data.** SwiftUI calls `onDelete` once the
              rows have left the list and expects the data to follow ("you must delete the corresponding
              item within action"). So the action `onDelete` runs takes the deleted rows out of its
              load's phase before its call (the phase's `remove(_:)`; the last row gone makes it
              `empty`, for a load with an `empty` case and no pages), regroups a grouped section, and
              overtakes a load already on its way, whose answer may still hold them. When the call fails
              it puts them back at their offsets (`restore(_:)`, never twice) and shows the failure
              alert, unless a load has started since, whose answer then stands. The removal runs as the
              action's `Task` starts, on the main actor's next turn, not inside the `onDelete` closure
              itself: a synchronous hand-off is not generated yet. Its parameter must be the rows' array
              type (`[Book]` for a `[Book]` load).
            - **Swipe actions and Delete.** A row with swipe actions no longer gets SwiftUI's own
              Delete swipe (the documentation of `swipeActions(edge:allowsFullSwipe:content:)` says so).
              When a section has `onDelete` and swipe actions but none on the trailing edge, its rows get
              a trailing Delete button that runs the action on the row's element; with trailing swipe
              actions of your own, add a Delete among them (`action: cancel([order])`), or the rows
              delete only in edit mode.
            - **A bulk action acts on what was selected.** An action that removes the selected rows
              should take the selection as its parameter (`removeSelection(selection)`, with
              `parameters: [{ name: ids, type: Set<Post.ID> }]`) and deselect only those on success
              (`onSuccess: [selection.subtract(ids)]`): rows selected while it ran stay selected.

            A screen that is presented rather than pushed says `presentation: { stack: true }`: its
            content sits in a `NavigationStack` of its own, so its title and toolbar show, and its
            previews add none. `dismissDisabled: hasChanges` adds `.interactiveDismissDisabled(…)`, so
            a swipe cannot throw a draft away; pair it with a Cancel that asks (a confirmation dialog
            whose destructive button calls `dismiss()`: the sheet owns its actions).

            Actions that must not overlap, and that the screen must wait for, are named in `busy`
            (`busy: { actions: [save, removeAvatar] }`): an edit sheet whose Save and Remove Avatar
            could otherwise run together, and whose Cancel, form and swipe to dismiss would stay live
            while saving, so that an edit made during a save is lost on dismissal and a failure's alert
            has no sheet left to show on. The screen gets one flag, `isBusy` (`name:` renames it), a
            computed `var` beside the in-flight flags it reads (in the store, or `private` in the view
            in MV). While it is true:

            - none of the actions starts: each one's method checks `isBusy`, not only its own flag, and
              returns `false`;
            - the content is `.disabled(store.isBusy)`, so the fields cannot change what is being saved;
            - every toolbar button is disabled (Cancel included), and a button running one of them still
              shows progress only for its own actions;
            - a swipe cannot dismiss the screen: `.interactiveDismissDisabled(store.isBusy || …)`, with
              `dismissDisabled` after it when the spec has one.

            The flag is computed from the in-flight flags rather than being one shared flag, so each
            button keeps its own progress and a test still reads which action is running.

            \(containersAndForms)\(shapedCollections)\(loadsSection)\(pollingSection)\(seedingSection)\(sourcesSection)\(paginationSection)\(appSection)\(accessSection)\(testsSection)## A spec and what it generates

            `\(exampleSpec.path)`:

            ```yaml
            \(exampleSpec.text.hasSuffix("\n") ? String(exampleSpec.text.dropLast()) : exampleSpec.text)
            ```


            """
        for file in exampleFiles {
            out += "`\(file.path)`:\n\n```swift\n\(file.contents)```\n\n"
        }
        out += "## Keys\n" + keyTables(SpecSchema.objects)
        return out
    }

    /// One table per mapping: every key, its value, whether it is required, its default, an example.
    static func keyTables(_ objects: [ObjectSchema]) -> String {
        var out = ""
        for object in objects {
            out += "\n### \(object.name)\n\n\(object.summary)\n\n"
            out += "| key | value | required | default | meaning | example |\n"
            out += "| --- | --- | --- | --- | --- | --- |\n"
            for key in object.keys {
                let cells = [
                    "`\(key.name)`", key.kind.description, key.required ? "yes" : "", key.defaultValue ?? "",
                    key.summary, "`\(key.example)`",
                ]
                out +=
                    "| " + cells.map { $0.replacingLiterally("|", with: "\\|") }.joined(separator: " | ") + " |\n"
            }
        }
        return out
    }

    /// docs/config.md: `screengen.yml`, from `ConfigSchema`.
    public static func configMarkdown() -> String {
        """
        # screengen.yml

        <!-- Generated from Sources/ScreenGenCore/Config/ConfigSchema.swift by `swift run
             generate-sources`; edit the schema, not this file. -->

        The project configuration. screengen finds it by walking up from the working directory (or
        takes `--config PATH`); without one, the defaults below apply. Unknown keys are errors with a
        did-you-mean, like in specs. `screengen init` writes a commented starter.

        ```yaml
        specs: [Specs, Features/**/*.screen.yaml]
        output: Sources/App/Screens
        layout: perScreen
        platform: { iOS: "17.0" }
        templates: Templates/Team
        header: Copyright © Example Corp.
        rules: { view-model-without-reason: error, stack-spacing: off }
        ```

        """ + modulesMarkdown + keyTables(ConfigSchema.objects)
    }

    /// docs/config.md's section on `modules:`: what a workspace of several modules does.
    static let modulesMarkdown = """
        ## Modules

        An app whose screens live in SwiftPM packages (an app target and `Packages/Shelf`,
        `Packages/Account`, …) is one workspace: `modules:` lists its modules, each with its `name`
        (as Swift imports it), its `specs`, its `output` folder, its `access`, its `tests` and the
        modules it depends on (`dependsOn`, as its package says). The other keys (`layout`,
        `platform`, `templates`, `header`, `rules`, `environmentKeys`, and `access` and `imports` as
        defaults) are every module's; `specs`, `output` and `tests` beside `modules` are errors.

        ```yaml
        platform: { iOS: "17.0" }
        modules:
          - name: Shelf
            specs: [Packages/Shelf/Specs]
            output: Packages/Shelf/Sources/Shelf/Screens
            access: public
            tests: { output: Packages/Shelf/Tests/ShelfTests/Screens }
          - name: ScreenApp
            specs: [Specs]
            output: Sources/ScreenApp/Screens
            dependsOn: [Shelf]
            tests: { output: Tests/ScreenAppTests/Screens }
        ```

        - **One run serves every module.** `generate`, `check`, `validate`, `scaffold` and
          `--watch` read every module's specs and check them together; an error anywhere writes
          nothing anywhere. `generate` and `scaffold` then lock every module's output folder (in the
          order of their paths) and plan every module before writing any: a lock another run holds,
          or a module whose plan does not stand (a user region it cannot carry over), stops the run
          with nothing written. Each module keeps its own lock, its run record (an unchanged run
          still reads only the files) and its stale files (a module never prunes another's). Spec
          paths on the command line write only the modules that hold them, and only those specs;
          the other specs are still read for what the given ones show, so a run over one spec
          resolves and checks as a run over all. `--output` is refused (it would put every module
          in one folder). `dump` renders a spec as its module's (its access and imports), without
          the imports of what it shows of other modules.
        - **What a spec names of another module resolves.** A type another module's spec generates,
          named anywhere in a spec (a tab's root or a destination that shows `ShelfView`, a row, an
          input's type `ShelfRoute`, a store's dependency), and a participant's `flow` owned in
          another module, are references to that module. Each generated file imports the modules of
          the references it holds and no other: the root view that shows `ShelfView` imports
          `Shelf`, the `@main` App struct beside it does not. Names resolve as Swift resolves them:
          a type the module generates itself is its own; otherwise the module of its dependencies
          (direct or through others) that generates it; a name two of them generate must be written
          with its module (`Shelf.ShelfView()`), which also names the module outright. A type
          written by hand in another module comes with the spec's or the module's `imports`.
        - **Errors, located.** A reference to a module that is not in the user module's `dependsOn`
          (`module-dependency`; when that module depends on this one, the note says importing it
          back would be a cycle: a participant in a package cannot join the app target's flow), to a
          screen whose access is `internal` (`module-access`), or by a name two dependencies
          generate (`module-ambiguous`); a `dependsOn` that names no module (`unknown-module`) or one
          twice, a cycle of modules (`module-cycle`), two modules whose output or tests folders are
          one or nest (`module-output`), a spec listed by two modules (`module-specs`), a module named
          twice (`duplicate-name`), an empty `modules` list. `package` access is taken to be within
          one SwiftPM package: screengen does not know where packages begin, and a module of
          another package showing a `package` screen fails in the compiler, not here.
        - **Tests** of a module `@testable import` the module by its `name` unless `tests.module`
          says otherwise; `--tests` without a `tests` key writes them into `GeneratedTests/<module>`.
          A test target of a package runs them: the example's `Packages/Shelf` has its own.

        """
}
