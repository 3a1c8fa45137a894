import Foundation
import Testing

@testable import ScreenGenCore

/// The table of the template context's keys (`TemplateContextKeys`) is true: every key the context
/// holds for any golden case is in it, of its type; every entry is given a value by some golden
/// case (or says why none does); and every tag of the built-in templates reads a name of it.
@Suite struct TemplateContextKeysTests {
    /// An entry of the table: the shape that declares it and its path there.
    struct Seen: Hashable {
        var shape: String
        var path: String
    }

    /// What walking every golden case's contexts found: the entries given a value (not null; a list
    /// may be empty, its elements' keys are entries of their own), and the problems.
    struct Walk {
        var valued: Set<Seen> = []
        var problems: [String] = []
        /// The keys a problem was found at, each reported once (at its first golden case).
        var reported: Set<String> = []

        mutating func report(_ keyPath: String, of root: TemplateContextShape, _ problem: String, in golden: String) {
            guard reported.insert(root.name + ":" + keyPath).inserted else { return }
            problems.append("\(golden): \(root.name) key '\(keyPath)' \(problem)")
        }
    }

    /// A header, so that `headerLines` has lines: the goldens are generated without a configuration.
    static let header = ["Copyright © Example Corp."]

    /// Each golden case's contexts as its files see them: the screen's (or app's) with the header and
    /// `testModule` a test file sees, the `imports` of each kind of file, and each presentation and alert enum as its own file sees it
    /// (`SwiftEmitter` adds these keys for one file).
    static func contexts(of golden: GoldenCase) throws -> [(root: TemplateContextShape, json: JSONValue)] {
        let bytes = [UInt8](FileManager.default.contents(atPath: golden.directory + "/spec.yaml") ?? Data())
        let result = SpecLoader().load(bytes: bytes, file: golden.specRelativePath)
        let testModule: [(String, JSONValue)] = [("testModule", golden.testsModule.map(JSONValue.string) ?? .null)]
        // `imports` as each kind of file sees it.
        func imports(_ entries: [ScreenSpec.Import]) -> [JSONValue] {
            ScreenSpec.Import.File.allCases.map { JSONValue.object([]).importing(entries, in: $0) }
        }
        if let app = result.app {
            let model = ModelBuilder().build(app)
            let json = TemplateContext.json(for: model, headerLines: header)
            return [(TemplateContextKeys.app, json), (TemplateContextKeys.app, .object(testModule))]
                + imports(model.imports).map { (TemplateContextKeys.app, $0) }
        }
        guard let spec = result.spec else { return [] }
        let model = ModelBuilder().build(spec)
        var contexts: [(TemplateContextShape, JSONValue)] = [
            (TemplateContextKeys.screen, TemplateContext.json(for: model, headerLines: header)),
            (TemplateContextKeys.screen, .object(testModule)),
        ]
        contexts += imports(model.imports).map { (TemplateContextKeys.screen, $0) }
        for presentation in model.presentations {
            contexts.append(
                (TemplateContextKeys.screen, .object([("presentation", TemplateContext.presentation(presentation))])))
        }
        for alert in model.alerts {
            contexts.append((TemplateContextKeys.screen, .object([("alert", TemplateContext.alert(alert))])))
        }
        return contexts
    }

    static let walk: Walk = {
        var walk = Walk()
        for golden in GoldenCase.all {
            guard let contexts = try? contexts(of: golden) else {
                walk.problems.append("\(golden.name): the spec does not load")
                continue
            }
            for (root, json) in contexts { visit(json, at: "", root: root, golden: golden.name, into: &walk) }
        }
        return walk
    }()

    /// Each key of an object (and of the objects in its lists), by its path from the root.
    static func visit(
        _ json: JSONValue, at path: String, root: TemplateContextShape, golden: String, into walk: inout Walk
    ) {
        switch json {
        case .object(let members):
            for (name, value) in members {
                let keyPath = path.isEmpty ? name : path + "." + name
                guard let (shape, key) = TemplateContextKeys.entry(at: keyPath, in: root) else {
                    walk.report(keyPath, of: root, "is not in the table", in: golden)
                    continue
                }
                if !key.type.admits(value) {
                    walk.report(keyPath, of: root, "is \(value.rendered()), not \(key.type.written())", in: golden)
                }
                if value != .null { walk.valued.insert(Seen(shape: shape, path: key.path)) }
                visit(value, at: keyPath, root: root, golden: golden, into: &walk)
            }
        case .array(let items):
            for item in items { visit(item, at: path + "[]", root: root, golden: golden, into: &walk) }
        default:
            break
        }
    }

    static var entries: [Seen: TemplateContextKey] {
        var entries: [Seen: TemplateContextKey] = [:]
        for shape in TemplateContextKeys.shapes {
            for key in shape.keys { entries[Seen(shape: shape.name, path: key.path)] = key }
        }
        return entries
    }

    @Test func everyKeyOfEveryGoldenContextIsInTheTableWithItsType() {
        #expect(Self.walk.problems == [])
    }

    /// An entry no golden case gives a value is a key that may be gone, or of another type, unseen;
    /// the few that none can reach yet say why, and stop saying it once one does.
    @Test func everyEntryIsGivenAValueByAGoldenCase() {
        var unvalued: [String] = []
        var staleReasons: [String] = []
        for (seen, key) in Self.entries {
            let valued = Self.walk.valued.contains(seen)
            if !valued, key.unexercised == nil { unvalued.append("\(seen.shape): \(seen.path)") }
            if valued, key.unexercised != nil { staleReasons.append("\(seen.shape): \(seen.path)") }
        }
        #expect(unvalued.sorted() == [], "entries no golden case gives a value")
        #expect(staleReasons.sorted() == [], "entries marked unexercised that a golden case gives a value")
    }

    /// Each shape a key names is declared, each but the two contexts is named by a key, and a key
    /// inside another is declared under an object (or, beside a key of a shape's type, extends it).
    @Test func theTableIsWellFormed() {
        var problems: [String] = []
        func shapes(in type: TemplateContextType) -> [String] {
            switch type {
            case .shape(let name): [name]
            case .list(let element), .orNull(let element): shapes(in: element)
            default: []
            }
        }
        var referenced: Set<String> = []
        for shape in TemplateContextKeys.shapes {
            if let base = shape.extends {
                referenced.insert(base)
                if TemplateContextKeys.shapesByName[base] == nil { problems.append("\(shape.name) extends '\(base)'") }
            }
            let paths = shape.keys.map(\.path)
            if Set(paths).count != paths.count { problems.append("\(shape.name) declares a path twice") }
            let byPath = Dictionary(shape.keys.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for key in shape.keys {
                for name in shapes(in: key.type) {
                    referenced.insert(name)
                    if TemplateContextKeys.shapesByName[name] == nil {
                        problems.append("\(shape.name).\(key.path) names no shape '\(name)'")
                    }
                }
                if key.names.contains(where: { $0.isEmpty || !$0.allSatisfy { $0.isLetter || $0.isNumber } }) {
                    problems.append("\(shape.name).\(key.path) is not a path of names")
                }
                if key.meaning.isEmpty || key.unexercised?.isEmpty == true {
                    problems.append("\(shape.name).\(key.path) says nothing")
                }
                guard let dot = key.path.lastIndex(of: ".") else { continue }
                var parent = String(key.path[..<dot])
                let isElement = parent.hasSuffix("[]")
                if isElement { parent.removeLast(2) }
                guard let outer = byPath[parent] else {
                    problems.append("\(shape.name).\(key.path) is under no key")
                    continue
                }
                var type = outer.type.valueType
                if isElement, case .list(let element) = type { type = element.valueType }
                switch type {
                case .object, .shape: continue
                default: problems.append("\(shape.name).\(key.path) is under a key that holds no object")
                }
            }
        }
        let unreferenced = TemplateContextKeys.shapes.dropFirst(2).map(\.name).filter { !referenced.contains($0) }
        #expect(problems == [])
        #expect(unreferenced == [], "shapes no key holds")
        #expect(TemplateContextKeys.shapes.prefix(2).map(\.name) == ["screen", "app"])
    }

    /// The table is complete against the templates' own tags: each variable and section tag of a
    /// built-in template reads a name of the table, so a team's copy of one is never warned of.
    @Test(arguments: BuiltinTemplates.sources.keys.sorted())
    func everyTagOfABuiltinTemplateReadsAKeyOfTheTable(_ name: String) throws {
        let template = try MustacheTemplate(name: name, source: try #require(BuiltinTemplates.sources[name]))
        let problems = TemplateSet.unknownContextKeys(in: template)
        #expect(DiagnosticFormat.text.render(problems) == "")
    }

    @Test func aPathGoesThroughShapes() throws {
        let retry = try #require(
            TemplateContextKeys.entry(at: "view.phases[].pagination.retry.labelLiteral", in: TemplateContextKeys.screen)
        )
        #expect(retry.shape == "button")
        #expect(retry.key.path == "labelLiteral")
        // A row's button is a button plus its `tint`.
        let tint = try #require(
            TemplateContextKeys.entry(at: "body.sections[].contextMenu.buttons[].tint", in: TemplateContextKeys.screen))
        #expect(tint.shape == "rowButton")
        let role = try #require(
            TemplateContextKeys.entry(at: "body.sections[].contextMenu.buttons[].role", in: TemplateContextKeys.screen))
        #expect(role.shape == "button" && role.key.path == "role")
        // A key a shape's site adds beside it.
        let state = try #require(
            TemplateContextKeys.entry(
                at: "tests.store.loads[].expectations[].state", in: TemplateContextKeys.screen))
        #expect(state.shape == "screen")
        #expect(TemplateContextKeys.entry(at: "view.phases[].titel", in: TemplateContextKeys.screen) == nil)
        #expect(TemplateContextKeys.entry(at: "tabs[].caseName", in: TemplateContextKeys.screen) == nil)
        #expect(TemplateContextKeys.entry(at: "tabs[].caseName", in: TemplateContextKeys.app)?.shape == "app")
    }

    @Test func aTypeAdmitsItsValues() {
        #expect(TemplateContextType.orNull(.list(.string)).admits(.null))
        #expect(TemplateContextType.orNull(.list(.string)).admits(.array([.string("a")])))
        #expect(!TemplateContextType.list(.string).admits(.array([.int(1)])))
        #expect(!TemplateContextType.string.admits(.null))
        #expect(TemplateContextType.shape("button").admits(.object([])))
        #expect(TemplateContextType.orNull(.shape("button")).written() == "`button` or null")
        #expect(TemplateContextType.list(.object).written() == "list of object")
    }
}
