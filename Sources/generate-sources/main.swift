// `swift run generate-sources [--check]`, from the repository's root: writes every file of the
// repository made from others (`GeneratedSources`): the embedded templates, docs/spec.md,
// docs/config.md, docs/rules.md, the context's part of docs/templates.md and the editor schema. With `--check`, writes nothing, lists the
// stale files and exits 1 when there is one. A developer's tool: not part of the installed binary.

import Foundation
import ScreenGenCore

let arguments = CommandLine.arguments.dropFirst()
guard arguments.allSatisfy({ $0 == "--check" }) else {
    FileHandle.standardError.write(Data("usage: swift run generate-sources [--check]\n".utf8))
    exit(2)
}
let check = arguments.contains("--check")
let root = FileManager.default.currentDirectoryPath
guard FileManager.default.fileExists(atPath: root + "/Package.swift"),
    FileManager.default.fileExists(atPath: root + "/" + GeneratedSources.templatesFolder)
else {
    FileHandle.standardError.write(Data("generate-sources: run it from the repository's root\n".utf8))
    exit(2)
}

do {
    let files = try GeneratedSources.all(
        read: { try String(contentsOfFile: root + "/" + $0, encoding: .utf8) },
        list: { try FileManager.default.contentsOfDirectory(atPath: root + "/" + $0) })
    var stale: [String] = []
    for file in files {
        let path = root + "/" + file.path
        guard (try? String(contentsOfFile: path, encoding: .utf8)) != file.contents else { continue }
        stale.append(file.path)
        if !check { try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic) }
    }
    for path in stale { print(check ? "stale \(path)" : "wrote \(path)") }
    print("\(stale.count) of \(files.count) generated files \(check ? "stale" : "rewritten")")
    exit(check && !stale.isEmpty ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("generate-sources: \(error)\n".utf8))
    exit(2)
}
