/// Every file a screen gets is named after a type the spec names (`<screen>View.swift`,
/// `<screen>View+Subviews.swift`, a store's own type, …), and each is written through a longer
/// temporary name. A name the file system refuses (255 bytes) would pass every other check and
/// then fail each `generate`; this check refuses it with the spec, at the name to shorten.
enum FileNameCheck {
    static func check(_ spec: ScreenSpec, facts: ScreenFacts) -> [Diagnostic] {
        let names = SwiftEmitter.fileNames(of: facts) + [CompanionEmitter.fileName(of: facts)]
        var out: [Diagnostic] = []
        // A store given its own type name has a file named after it alone: located at `store.type`.
        let storeType = spec.store?.type
        let storeFile = storeType.map { $0.value + ".swift" }
        if let storeType, let storeFile, let problem = problem([storeFile], from: storeType.value, "its file") {
            out.append(.error("the store type \(problem)", id: "name-too-long", at: storeType.location))
        }
        let screenFiles = names.filter { $0 != storeFile }
        if let problem = problem(screenFiles, from: spec.screen.value, "its files") {
            out.append(.error("the screen name \(problem)", id: "name-too-long", at: spec.screen.location))
        }
        return out
    }

    /// What is wrong with the longest of `names` (each made from the type name `from`), if it is
    /// too long: the name's length, the file, and the longest name that fits.
    private static func problem(_ names: [String], from typeName: String, _ files: String) -> String? {
        guard let longest = names.max(by: { $0.utf8.count < $1.utf8.count }),
            longest.utf8.count > FileWriter.longestName
        else { return nil }
        let fits = FileWriter.longestName - (longest.utf8.count - typeName.utf8.count)
        return "is \(typeName.utf8.count) bytes long, too long for \(files): '\(longest)', and the temporary file it "
            + "is written through, must fit the file-name limit of \(FileWriter.nameLimit) bytes; use a name of at "
            + "most \(max(fits, 1)) bytes"
    }
}
