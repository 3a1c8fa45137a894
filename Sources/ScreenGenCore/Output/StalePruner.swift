#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes a plan's stale files (`generate --prune`) that hold none of the user's code, and the
/// folders those removals leave empty.
///
/// A stale file is kept, and reported, when a region holds code, and also when its regions cannot
/// be read (an end marker missing, a region nested in another, a name used twice): then screengen
/// cannot tell the user's code from its own, and only well-formed regions would count as code.
/// The caller holds the output directory's lock.
struct StalePruner {
    var outputDirectory: String
    /// The tests directory, when the run writes tests: like the output directory, it stays.
    var testsDirectory: String? = nil

    func prune(_ stale: [OutputPlan.Entry]) -> (removed: [String], diagnostics: [Diagnostic]) {
        var removed: [String] = []
        var diagnostics: [Diagnostic] = []
        for entry in stale {
            let reasons = Self.reasonsToKeep(entry)
            guard reasons.isEmpty else {
                diagnostics += reasons
                continue
            }
            do {
                try FileManager.default.removeItem(atPath: entry.path)
                removed.append(entry.path)
            } catch {
                diagnostics.append(
                    .error(
                        "cannot remove the stale file", id: "io",
                        at: SourceLocation(file: entry.path, line: 1, column: 1)))
            }
        }
        removeEmptiedFolders(of: removed)
        return (removed, diagnostics)
    }

    /// Why a stale file must stay (empty when it may go): each problem of its regions, or the first
    /// region with code in it.
    static func reasonsToKeep(_ entry: OutputPlan.Entry) -> [Diagnostic] {
        let (regions, problems) = UserRegions.parse(entry.old ?? "", file: entry.path)
        guard problems.isEmpty else {
            return problems.map { problem in
                var problem = problem
                problem.notes.append(
                    "the file is stale (no spec generates it) and was kept: with its regions unreadable, screengen "
                        + "cannot tell your code from its own; fix the markers or move the code, then prune again")
                return problem
            }
        }
        guard let region = regions.first(where: { !$0.isEmpty }) else { return [] }
        return [
            .error(
                "stale file has code in user region '\(region.name)'; it was kept", id: "stale-user-code",
                at: SourceLocation(file: entry.path, line: region.line, column: 1),
                notes: ["move the code elsewhere, then delete the file or prune again"])
        ]
    }

    /// Removes each folder that held a removed file and is empty now, then its parent, and so on up
    /// to the output directory, which stays. `rmdir` removes only an empty directory (never a
    /// link), so a folder holding anything else, the user's or screengen's, is left alone.
    private func removeEmptiedFolders(of removed: [String]) {
        let roots = ([outputDirectory] + (testsDirectory.map { [$0] } ?? [])).compactMap { directory -> stat? in
            var root = stat()
            return stat(directory, &root) == 0 ? root : nil
        }
        guard !removed.isEmpty, !roots.isEmpty else { return }
        for file in removed {
            var folder = Paths.parent(of: file)
            while !folder.isEmpty, !roots.contains(where: { Self.isSameFile(folder, as: $0) }), rmdir(folder) == 0 {
                folder = Paths.parent(of: folder)
            }
        }
    }

    private static func isSameFile(_ path: String, as other: stat) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_dev == other.st_dev && info.st_ino == other.st_ino
    }
}
