/// Checks a content that scrolls to the top on a tab's re-tap (`scrollToTopOnReselect`): the request
/// comes through the router of the app's tab, which a participant of the app's flow reads from the
/// environment. Any other screen has no router to follow. (The container is the decoder's: a
/// `ScrollView`'s; the target is `StructureCheck.checkTarget`'s.)
struct ScrollToTopCheck {
    func check(_ spec: ScreenSpec, facts: ScreenFacts, _ out: inout [Diagnostic]) {
        guard let key = spec.content?.scrollToTopOnReselect, key.value,
            facts.navigation?.role != .participant || spec.flow == nil
        else { return }
        out.append(
            .error(
                "'scrollToTopOnReselect' follows the router of the app's tab, and this screen is not a participant "
                    + "of an app's flow", id: "scroll-to-top", at: key.location,
                notes: [
                    "add navigation: participant and flow: <the app>, whose tab showing this screen has "
                        + "scrollToTopOnReselect: true"
                ]))
    }
}
