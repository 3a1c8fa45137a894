// libFuzzer entry point over the whole pipeline: bytes → YAML → spec → checks → rules → model →
// rendered files, and over the manifest a previous run left (seeded by Fuzz/seeds/). Any crash, sanitizer report or hang is a bug: bad input must only ever produce
// diagnostics. Built by Fuzz/run.sh (not by SwiftPM) with -sanitize=fuzzer,address.

@_cdecl("LLVMFuzzerTestOneInput")
public func screengenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The manifest parser reads what a previous run left, which anything may have damaged: every
    // input is also read as a manifest, and one that parses is written and read back the same.
    if let manifest = OutputManifest(text: String(decoding: bytes, as: UTF8.self)) {
        guard let again = OutputManifest(text: manifest.text), again.text == manifest.text else {
            fatalError("a manifest does not read back as written")
        }
        if let run = manifest.run { _ = DiagnosticFormat.text.render(run.diagnostics) }
        return 0
    }
    let result = SpecLoader().load(bytes: bytes, file: "fuzz.yaml")
    _ = DiagnosticFormat.text.render(result.diagnostics)
    _ = DiagnosticFormat.json.render(result.diagnostics)
    guard let spec = result.spec else { return 0 }
    _ = RuleEngine().run([spec])
    let model = ModelBuilder().build(spec)
    _ = TemplateContext.json(for: model).rendered()
    _ = try? SwiftEmitter().emit(model)
    _ = try? CompanionEmitter().companions(for: model)
    return 0
}
