import CLibYAML
import Foundation

/// The floor a run is compared with: what no implementation can avoid. libyaml turning every spec's
/// bytes into events (then discarding them), plus writing as many files with as many bytes as
/// `generate` writes.
enum Floor {
    static func parse(_ specs: [[UInt8]]) {
        for bytes in specs {
            var parser = yaml_parser_t()
            yaml_parser_initialize(&parser)
            bytes.withUnsafeBufferPointer { buffer in
                yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
                var done = false
                while !done {
                    var event = yaml_event_t()
                    guard yaml_parser_parse(&parser, &event) == 1 else { break }
                    done = event.type == YAML_STREAM_END_EVENT
                    yaml_event_delete(&event)
                }
            }
            yaml_parser_delete(&parser)
        }
    }

    /// Writes files of the given sizes under `directory`, which `measure` empties untimed first.
    static func write(sizes: [Int], to directory: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (index, size) in sizes.enumerated() {
            let data = Data(repeating: 0x61, count: size)
            _ = FileManager.default.createFile(atPath: "\(directory)/file\(index).swift", contents: data)
        }
    }

    static func measure(specs: [[UInt8]], sizes: [Int], scratch: String) -> Sample {
        // Removing the previous round's files is not part of the floor (generate's cold runs also
        // start from an output directory removed untimed).
        try? FileManager.default.removeItem(atPath: scratch)
        let start = Measure.now()
        parse(specs)
        write(sizes: sizes, to: scratch)
        return Sample(seconds: Measure.now() - start, peakKilobytes: 0)
    }
}
