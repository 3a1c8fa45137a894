// libFuzzer entry point over the whole pipeline: bytes → YAML → spec → checks → rules → model →
// rendered files. Any crash, sanitizer report or hang is a bug: bad input must only ever produce
// diagnostics. Built by Fuzz/run.sh (not by SwiftPM) with -sanitize=fuzzer,address.

@_cdecl("LLVMFuzzerTestOneInput")
public func screengenFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
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
