import Foundation

// screengen-bench: measures validate, generate (cold and unchanged) and check on synthesised
// corpora against floors measured in the same run, runs the Python peer on a corpus cloned from
// its own specs, and prints the goals of issue #18 as ratios (docs/performance.md).
//
//   swift build -c release && .build/release/screengen-bench [--runs N] [SIZES…]
//
// SCREENGEN_BENCH_DIR=DIR keeps the corpora; SCREENGEN_BENCH_PEER=path/to/peer.py overrides the
// peer (default: ../shared/bench/peer-py/peer.py from the package root). The peer runs at the
// sizes up to 1,000 (its goal's size).

var arguments = Array(CommandLine.arguments.dropFirst())
var runCount = 5
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count {
    runCount = max(1, Int(arguments[index + 1]) ?? 5)
    arguments.removeSubrange(index...(index + 1))
}
let runs = runCount
let sizes = arguments.compactMap(Int.init).isEmpty ? [100, 1_000, 10_000] : arguments.compactMap(Int.init)
let binaryDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .resolvingSymlinksInPath()
let binary = binaryDirectory.appendingPathComponent("screengen").path
guard FileManager.default.isExecutableFile(atPath: binary) else {
    FileHandle.standardError.write(Data("screengen-bench: build screengen first (swift build -c release)\n".utf8))
    exit(2)
}
/// The package root: the nearest folder above the binary with a Package.swift.
let packageRoot: String = {
    var directory = binaryDirectory
    while directory.path != "/" {
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            return directory.path
        }
        directory = directory.deletingLastPathComponent()
    }
    return FileManager.default.currentDirectoryPath
}()

struct Row {
    var screens: Int
    var name: String
    /// The command's runs, with its floor's (zero when it has none).
    var measured: Paired
    var floorName: String
    var summary: Measure.Summary { measured.command }
    var floor: Double { measured.floor?.median ?? 0 }
    var ratio: Double { measured.ratio }
}

var rows: [Row] = []
var notes: [String] = []
var goals: [String] = []
// SCREENGEN_BENCH_DIR keeps the corpora (for profiling one command by hand); else a temporary one.
let keep = ProcessInfo.processInfo.environment["SCREENGEN_BENCH_DIR"]
let root = keep ?? NSTemporaryDirectory() + "screengen-bench-\(getpid())"
defer { if keep == nil { try? FileManager.default.removeItem(atPath: root) } }
let (peer, peerNote) = Peer.find(packageRoot: packageRoot)
let peerTemplates = packageRoot + "/Sources/screengen-bench/PeerTemplates"
notes.append(peer == nil ? "peer skipped: \(peerNote)" : peerNote)

/// A command's samples, and the samples of its floor taken in the same runs.
struct Paired {
    var command: Measure.Summary
    /// nil for a command measured without a floor (the peer corpus's rows).
    var floor: Measure.Summary?
    /// The median of each run's command time over the floor time measured right after it: the
    /// machine's slow and fast minutes then move both sides of the ratio alike.
    var ratio: Double
}

/// Runs the command `runs` times; when `floor` is given, times it right after each run.
@MainActor func timed(
    _ name: String, _ executable: String, _ args: [String], in directory: String, before: () -> Void = {},
    floor: (() -> Double)? = nil
)
    -> Paired
{
    var samples: [Sample] = []
    var floors: [Sample] = []
    var ratios: [Double] = []
    for _ in 0..<runs {
        before()
        let (sample, status, stderr) = Measure.run(executable, args, in: directory)
        if status != 0 { FileHandle.standardError.write(Data("\(name) exited \(status): \(stderr)\n".utf8)) }
        samples.append(sample)
        if let floor {
            let seconds = floor()
            floors.append(Sample(seconds: seconds, peakKilobytes: 0))
            ratios.append(sample.seconds / max(seconds, 1e-9))
        }
    }
    return Paired(
        command: Measure.Summary(samples), floor: floors.isEmpty ? nil : Measure.Summary(floors),
        ratio: ratios.sorted().middle ?? 0)
}

extension Array where Element == Double {
    /// The median of a sorted array (the upper one of an even count, as `Measure.Summary` takes).
    var middle: Double? { isEmpty ? nil : self[count / 2] }
}

/// Every regular file under `directory` (hidden ones left out), relative, sorted.
func files(under directory: String) -> [String] {
    let names = FileManager.default.enumerator(atPath: directory)?.allObjects as? [String] ?? []
    return names.filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains { $0.hasPrefix(".") } }.sorted()
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

/// "median s (min–max)" of a summary.
func spread(_ summary: Measure.Summary?) -> String {
    guard let summary else { return "—" }
    return "\(format(summary.median)) s (\(format(summary.low))–\(format(summary.high)))"
}

for count in sizes {
    let directory = "\(root)/\(count)"
    let specs = try Corpus.write(count: count, to: directory)
    let output = directory + "/Generated"
    // One untimed cold run first: the copy and read floors need the files it writes.
    let (_, firstStatus, firstError) = Measure.run(binary, ["generate", "--quiet"], in: directory)
    guard firstStatus == 0 else {
        // Without its files the read and copy floors would shrink to the parse alone, and every
        // ratio to them would grow without saying why.
        FileHandle.standardError.write(Data("screengen-bench: generate exited \(firstStatus): \(firstError)\n".utf8))
        exit(1)
    }
    let generated = files(under: output)
    let paths = generated.map { output + "/" + $0 }
    // A copy of the files for the copy floor to write again (cold runs delete `output`).
    let pristine = "\(root)/pristine-\(count)"
    try? FileManager.default.removeItem(atPath: pristine)
    try FileManager.default.copyItem(atPath: output, toPath: pristine)
    defer { try? FileManager.default.removeItem(atPath: pristine) }
    let bytes = paths.reduce(0) {
        $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
    }
    // Beside the corpus, not in it: the copy floor's files are no part of the project.
    let scratch = "\(root)/floor-\(count)"
    // The floors (Floor), each timed right after a run of the command it is compared with.
    let parseFloor = { Floor.time { Floor.parse(specs) } }
    let readFloor = {
        Floor.time {
            Floor.parse(specs)
            Floor.read(paths)
        }
    }
    let copyFloor = {
        try? FileManager.default.removeItem(atPath: scratch)
        return Floor.time {
            Floor.parse(specs)
            Floor.copy(generated, from: pristine, to: scratch)
        }
    }
    let validate = timed("validate", binary, ["validate", "--quiet"], in: directory, floor: parseFloor)
    let cold = timed(
        "generate (cold)", binary, ["generate", "--quiet"], in: directory,
        before: { try? FileManager.default.removeItem(atPath: output) }, floor: copyFloor)
    try? FileManager.default.removeItem(atPath: scratch)
    let unchanged = timed("generate (unchanged)", binary, ["generate", "--quiet"], in: directory, floor: readFloor)
    let (_, _, secondSummary) = Measure.run(binary, ["generate"], in: directory)
    let check = timed("check", binary, ["check", "--quiet"], in: directory, floor: readFloor)
    notes.append(
        "\(count) screens: \(generated.count) files, \(bytes) bytes; second generate: \(secondSummary.split(separator: "\n").last ?? ""); "
            + "floors (median, min–max): parse \(spread(validate.floor)), parse + read \(spread(unchanged.floor)) and "
            + "\(spread(check.floor)), copy \(spread(cold.floor))")
    rows += [
        Row(screens: count, name: "validate", measured: validate, floorName: "parse"),
        Row(screens: count, name: "generate (cold)", measured: cold, floorName: "copy"),
        Row(screens: count, name: "generate (unchanged)", measured: unchanged, floorName: "parse + read"),
        Row(screens: count, name: "check", measured: check, floorName: "parse + read"),
    ]

    // The peer, on a corpus cloned from its own specs, with screengen on the same corpus.
    guard let peer, count <= 1_000 else { continue }
    let peerDirectory = "\(root)/peer-\(count)"
    _ = try peer.writeCorpus(count: count, to: peerDirectory)
    // Both cold runs start from nothing, whatever a kept directory (SCREENGEN_BENCH_DIR) holds.
    for output in ["PeerOut", "Out"] { try? FileManager.default.removeItem(atPath: peerDirectory + "/" + output) }
    let peerArgs = [peer.script, "Specs", "--output", "PeerOut", "--quiet"]
    let (peerCold, peerStatus, peerError) = Measure.run(peer.python, peerArgs, in: peerDirectory)
    guard peerStatus == 0 else {
        notes.append("peer failed at \(count) screens (exit \(peerStatus)): \(peerError.prefix(300))")
        continue
    }
    let peerUnchanged = timed("peer (unchanged)", peer.python, peerArgs, in: peerDirectory)
    // The peer writes what screengen wrote when it was made; the compatibility templates make
    // today's screengen write those bytes, so both runs do the same work (PeerTemplates/README.md).
    let options = ["Specs", "--output", "Out", "--templates", peerTemplates, "--quiet"]
    let (oursCold, oursStatus, _) = Measure.run(binary, ["generate"] + options, in: peerDirectory)
    guard oursStatus == 0 else {
        // A screengen that fails fast (no templates folder, say) would time as the fastest of all.
        notes.append(
            "screengen failed on the peer corpus (exit \(oursStatus); run it there to see its diagnostics): "
                + "generate \(options.joined(separator: " "))")
        continue
    }
    let oursUnchanged = timed("generate (unchanged, peer corpus)", binary, ["generate"] + options, in: peerDirectory)
    let oursCheck = timed("check (peer corpus)", binary, ["check"] + options, in: peerDirectory)
    let (differing, total) = Peer.compare(peerDirectory + "/PeerOut", peerDirectory + "/Out")
    // Nothing written on either side compares as equal, and says nothing.
    let comparable = differing == 0 && total > 0
    let identical =
        comparable
        ? "byte-identical: yes (\(total) files)"
        : "byte-identical: NO, \(differing) of \(total) files differ (update \(peerTemplates) to the peer's templates)"
    notes.append(
        "peer corpus of \(count) screens (cloned from its specs/): \(identical); cold: peer \(format(peerCold.seconds)) s "
            + "(no fsync), screengen \(format(oursCold.seconds)) s")
    for (name, measured) in [
        ("generate (unchanged)", oursUnchanged), ("check", oursCheck), ("peer generate (unchanged)", peerUnchanged),
    ] {
        rows.append(Row(screens: count, name: "\(name), peer corpus", measured: measured, floorName: "—"))
    }
    if count == 1_000 || sizes.filter({ $0 <= 1_000 }).last == count {
        for (name, summary) in [("unchanged generate", oursUnchanged), ("check", oursCheck)] {
            let times = peerUnchanged.command.median / summary.command.median
            // Two runs that write different bytes do different work: no verdict on them.
            let verdict = comparable ? (times >= 5 ? "met" : "not met") : "not judged: the outputs differ"
            goals.append(
                "\(count) screens, peer corpus: \(name) is \(format(times, 1))× faster than the peer's unchanged run "
                    + "(goal ≥ 5×: \(verdict))")
        }
    }
}

print(
    "screengen-bench: \(runs) runs each, median (min–max); each floor timed right after each run of its command, "
        + "× floor the median of those paired ratios (docs/performance.md)")
print("| screens | command | median s | min–max s | floor | × floor | ms / screen | peak MB |")
print("| ---: | --- | ---: | ---: | --- | ---: | ---: | ---: |")
for row in rows {
    let ratio = row.ratio > 0 ? format(row.ratio, 1) : "—"
    print(
        "| \(row.screens) | \(row.name) | \(format(row.summary.median)) | \(format(row.summary.low))–\(format(row.summary.high)) | "
            + "\(row.floorName) | \(ratio) | \(format(row.summary.median * 1000 / Double(row.screens), 3)) | "
            + "\(format(Double(row.summary.peakKilobytes) / 1024, 1)) |")
}
notes.forEach { print($0) }

// The goals of issue #18, each a ratio measured in this run.
@MainActor func row(_ screens: Int, _ name: String) -> Row? { rows.first { $0.screens == screens && $0.name == name } }
let goalSize = sizes.contains(1_000) ? 1_000 : sizes.first ?? 0
for (name, limit) in [("generate (unchanged)", 3.0), ("check", 3.0), ("generate (cold)", 1.3), ("validate", 3.0)] {
    guard let row = row(goalSize, name) else { continue }
    let ratio = row.ratio
    goals.insert(
        "\(goalSize) screens: \(name) is \(format(ratio, 1))× the \(row.floorName) floor (goal ≤ \(format(limit, 1))×: "
            + "\(ratio <= limit ? "met" : "not met"))", at: goals.count)
}
if sizes.contains(1_000), sizes.contains(10_000) {
    for name in ["validate", "generate (cold)", "generate (unchanged)", "check"] {
        guard let small = row(1_000, name), let large = row(10_000, name) else { continue }
        let scaling = large.summary.median / small.summary.median
        goals.append(
            "scaling \(name): 10,000 screens take \(format(scaling, 1))× the time of 1,000 (goal ≤ 11×: "
                + "\(scaling <= 11 ? "met" : "not met"))")
    }
}
for count in sizes {
    let peak = rows.filter { $0.screens == count && !$0.name.contains("peer") }.map(\.summary.peakKilobytes).max() ?? 0
    goals.append(
        "\(count) screens: peak memory of any command \(format(Double(peak) / 1024, 1)) MB (goal ≤ 100 MB: "
            + "\(peak <= 100 * 1024 ? "met" : "not met"))")
}
print("Goals (issue #18):")
goals.forEach { print("- " + $0) }
let json = rows.map { row in
    "{\"screens\":\(row.screens),\"command\":\"\(row.name)\",\"median\":\(row.summary.median),\"min\":\(row.summary.low),"
        + "\"max\":\(row.summary.high),\"floor\":\(row.floor),\"floorName\":\"\(row.floorName)\","
        + "\"ratio\":\(row.ratio),\"ratioOf\":\"median of paired runs\",\"peakKilobytes\":\(row.summary.peakKilobytes)}"
}
print("JSON: [" + json.joined(separator: ",") + "]")
