import Foundation

// screengen-bench: measures validate, generate (cold and unchanged) and check on synthesised
// corpora against the floor measured in the same run, and prints ratios (docs/performance.md).
//
//   swift build -c release && .build/release/screengen-bench [--runs N] [SIZES…]

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count {
    runs = Int(arguments[index + 1]) ?? 5
    arguments.removeSubrange(index...(index + 1))
}
let sizes = arguments.compactMap(Int.init).isEmpty ? [100, 1_000, 10_000] : arguments.compactMap(Int.init)
let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
    "screengen"
).path
guard FileManager.default.isExecutableFile(atPath: binary) else {
    FileHandle.standardError.write(Data("screengen-bench: build screengen first (swift build -c release)\n".utf8))
    exit(2)
}

struct Row {
    var screens: Int
    var name: String
    var summary: Measure.Summary
    var floor: Double
}

var rows: [Row] = []
var notes: [String] = []
// SCREENGEN_BENCH_DIR keeps the corpora (for profiling one command by hand); else a temporary one.
let keep = ProcessInfo.processInfo.environment["SCREENGEN_BENCH_DIR"]
let root = keep ?? NSTemporaryDirectory() + "screengen-bench-\(getpid())"
defer { if keep == nil { try? FileManager.default.removeItem(atPath: root) } }

for count in sizes {
    let directory = "\(root)/\(count)"
    let specs = try Corpus.write(count: count, to: directory)
    let output = directory + "/Generated"
    func command(_ name: String, _ args: [String], before: () -> Void = {}) -> Measure.Summary {
        var samples: [Sample] = []
        for _ in 0..<runs {
            before()
            let (sample, status, stderr) = Measure.run(binary, args, in: directory)
            if status != 0 { FileHandle.standardError.write(Data("\(name) exited \(status): \(stderr)\n".utf8)) }
            samples.append(sample)
        }
        return Measure.Summary(samples)
    }
    let validate = command("validate", ["validate", "--quiet"])
    let cold = command("generate (cold)", ["generate", "--quiet"]) {
        try? FileManager.default.removeItem(atPath: output)
    }
    // The output now exists: measure the floor with the same file count and sizes.
    let files = (FileManager.default.enumerator(atPath: output)?.allObjects as? [String] ?? []).filter {
        $0.hasSuffix(".swift")
    }
    let fileSizes = files.map {
        ((try? FileManager.default.attributesOfItem(atPath: "\(output)/\($0)"))?[.size] as? Int) ?? 0
    }
    let unchanged = command("generate (unchanged)", ["generate", "--quiet"])
    let (_, _, secondSummary) = Measure.run(binary, ["generate"], in: directory)
    notes.append(
        "\(count) screens: \(files.count) files, \(fileSizes.reduce(0, +)) bytes; second generate: \(secondSummary.split(separator: "\n").last ?? "")"
    )
    let check = command("check", ["check", "--quiet"])
    var floorSamples: [Sample] = []
    for _ in 0..<runs {
        floorSamples.append(Floor.measure(specs: specs, sizes: fileSizes, scratch: directory + "/floor"))
    }
    let floor = Measure.Summary(floorSamples).median
    for (name, summary) in [
        ("validate", validate), ("generate (cold)", cold), ("generate (unchanged)", unchanged), ("check", check),
    ] {
        rows.append(Row(screens: count, name: name, summary: summary, floor: floor))
    }
}

func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

print("screengen-bench: \(runs) runs each, median (min–max); floor = libyaml events + writing the same files")
print("| screens | command | median s | min–max s | × floor | ms / screen | peak MB |")
print("| ---: | --- | ---: | ---: | ---: | ---: | ---: |")
for row in rows {
    print(
        "| \(row.screens) | \(row.name) | \(format(row.summary.median)) | \(format(row.summary.low))–\(format(row.summary.high)) | "
            + "\(format(row.summary.median / row.floor, 1)) | \(format(row.summary.median * 1000 / Double(row.screens), 3)) | "
            + "\(format(Double(row.summary.peakKilobytes) / 1024, 1)) |")
}
for count in sizes {
    let floor = rows.first { $0.screens == count }?.floor ?? 0
    print("floor for \(count) screens: \(format(floor)) s")
}
notes.forEach { print($0) }
if let small = sizes.first(where: { $0 == 1_000 }), sizes.contains(10_000) {
    for name in ["validate", "generate (cold)", "generate (unchanged)", "check"] {
        let a = rows.first { $0.screens == small && $0.name == name }!.summary.median
        let b = rows.first { $0.screens == 10_000 && $0.name == name }!.summary.median
        print("scaling \(name): 10,000 screens take \(format(b / a, 1))× the time of 1,000")
    }
}
let json = rows.map { row in
    "{\"screens\":\(row.screens),\"command\":\"\(row.name)\",\"median\":\(row.summary.median),\"min\":\(row.summary.low),"
        + "\"max\":\(row.summary.high),\"floor\":\(row.floor),\"ratio\":\(row.summary.median / row.floor),"
        + "\"peakKilobytes\":\(row.summary.peakKilobytes)}"
}
print("JSON: [" + json.joined(separator: ",") + "]")
