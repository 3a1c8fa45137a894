/// Checks where a toolbar's spacers (`spacer: fixed | flexible`, `ToolbarSpacer`) go: a spacer splits
/// the items of its placement into groups, and `principal` holds the title's one view, with nothing
/// to split. Its own placement or the one it takes from the item beside it must be another.
struct ToolbarSpacerCheck {
    func check(_ spec: ScreenSpec, _ out: inout [Diagnostic]) {
        for (item, placement) in zip(spec.toolbar, spec.toolbarPlacements) where placement == .principal {
            guard let spacer = item.spacer else { continue }
            let placements = ScreenSpec.ToolbarItem.Placement.allCases.filter { $0 != .principal }.map(\.rawValue)
            out.append(
                .error(
                    item.placement == nil
                        ? "a spacer beside the principal item takes its placement, 'principal', which holds one view"
                        : "a spacer cannot go at 'principal', which holds the title's one view",
                    id: "invalid-value", at: (item.placement?.location ?? spacer.location),
                    notes: [
                        "give it the placement of the items it goes between: "
                            + placements.map { "'\($0)'" }.joined(separator: ", ")
                    ]))
        }
    }
}
