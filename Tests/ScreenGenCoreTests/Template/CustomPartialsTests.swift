import Foundation
import Testing

/// One case of the official Mustache specification's partials module (specs/partials.yml).
struct MustacheSpecPartialCase: CustomTestStringConvertible, Sendable {
    var name: String
    var data: String
    var template: String
    var partials: [String: String]
    var expected: String

    var testDescription: String { name }

    static let all: [MustacheSpecPartialCase] = [
        .init(
            name: "Basic Behavior", data: "{}", template: "\"{{>text}}\"", partials: ["text": "from partial"],
            expected: "\"from partial\""),
        .init(name: "Failed Lookup", data: "{}", template: "\"{{>text}}\"", partials: [:], expected: "\"\""),
        .init(
            name: "Context", data: #"{"text": "content"}"#, template: "\"{{>partial}}\"",
            partials: ["partial": "*{{text}}*"], expected: "\"*content*\""),
        .init(
            name: "Recursion", data: #"{"content": "X", "nodes": [{"content": "Y", "nodes": []}]}"#,
            template: "{{>node}}", partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"],
            expected: "X<Y<>>"),
        .init(
            name: "Nested", data: #"{"a": "hello", "b": "world"}"#, template: "{{>outer}}",
            partials: ["outer": "*{{a}} {{>inner}}*", "inner": "{{b}}!"], expected: "*hello world!*"),
        .init(
            name: "Surrounding Whitespace", data: "{}", template: "| {{>partial}} |", partials: ["partial": "\t|\t"],
            expected: "| \t|\t |"),
        .init(
            name: "Inline Indentation", data: #"{"data": "|"}"#, template: "  {{data}}  {{> partial}}\n",
            partials: ["partial": ">\n>"], expected: "  |  >\n>\n"),
        .init(
            name: "Standalone Line Endings", data: "{}", template: "|\r\n{{>partial}}\r\n|", partials: ["partial": ">"],
            expected: "|\r\n>|"),
        .init(
            name: "Standalone Without Previous Line", data: "{}", template: "  {{>partial}}\n>",
            partials: ["partial": ">\n>"], expected: "  >\n  >>"),
        .init(
            name: "Standalone Without Newline", data: "{}", template: ">\n  {{>partial}}",
            partials: ["partial": ">\n>"],
            expected: ">\n  >\n  >"),
        .init(
            name: "Standalone Indentation", data: #"{"content": "<\n->"}"#, template: "\\\n {{>partial}}\n/\n",
            partials: ["partial": "|\n{{{content}}}\n|\n"], expected: "\\\n |\n <\n->\n |\n/\n"),
        .init(
            name: "Padding Whitespace", data: #"{"boolean": true}"#, template: "|{{> partial }}|",
            partials: ["partial": "[]"], expected: "|[]|"),
    ]
}

/// A team's own partials, through the real binary: accepted when some template includes them,
/// refused with a did-you-mean when nothing does.
@Suite struct CustomPartialsTests {
    @Test(arguments: MustacheSpecPartialCase.all)
    func officialSpecPartialCasesRenderThroughTemplateRender(_ specCase: MustacheSpecPartialCase) throws {
        let project = try Sandbox()
        try project.write("context.json", specCase.data)
        try project.write("template.mustache", specCase.template)
        try project.makeDirectory("Partials")
        for (name, source) in specCase.partials { try project.write("Partials/\(name).mustache", source) }
        let result = try project.screengen(
            "template", "render", "template.mustache", "--context", "context.json", "--partials", "Partials")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == specCase.expected)
    }

    @Test func templateRenderAcceptsANewPartialTheTemplateIncludes() throws {
        let project = try Sandbox()
        try project.write("context.json", #"{"title": "Feed", "items": [{"name": "a"}, {"name": "b"}]}"#)
        try project.write("list.mustache", "{{>item-list}}")
        try project.write("Partials/item-list.mustache", "{{title}}:\n{{#items}}\n  - {{name}}\n{{/items}}\n")
        let result = try project.screengen(
            "template", "render", "list.mustache", "--context", "context.json", "--partials", "Partials")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Feed:\n  - a\n  - b\n")

        // The template being rendered may live in the partials directory itself.
        try project.write("Partials/page.mustache", "[{{>item-list}}]")
        let inside = try project.screengen(
            "template", "render", "Partials/page.mustache", "--context", "context.json", "--partials", "Partials")
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(inside.stdout == "[Feed:\n  - a\n  - b\n]")
    }

    @Test func templateRenderRefusesAPartialNothingIncludesWithDidYouMean() throws {
        let project = try Sandbox()
        try project.write("context.json", "{}")
        try project.write("list.mustache", "{{>item-list}}")
        try project.write("Partials/item-lsit.mustache", "x")
        try project.write("Partials/Veiw.swift.mustache", "y")
        let result = try project.screengen(
            "template", "render", "list.mustache", "--context", "context.json", "--partials", "Partials")
        #expect(result.status == 2)
        // Every such file in one run, each with its suggestion.
        #expect(
            result.stderr == """
                Partials/Veiw.swift.mustache: error: 'Veiw.swift.mustache' replaces no built-in template, and no \
                template includes it; did you mean 'View.swift.mustache'? [template]
                Partials/item-lsit.mustache: error: 'item-lsit.mustache' replaces no built-in template, and no \
                template includes it; did you mean 'item-list.mustache'? [template]

                """)
    }

    @Test func generateAcceptsANewPartialThatATeamTemplateIncludes() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", "screen: Notes\n")
        try project.write("Team/header.mustache", "{{>licence}}\n// Generated by screengen from {{spec}}.\n")
        try project.write("Team/licence.mustache", "// Copyright © Example Corp.\n{{>year}}\n")
        try project.write("Team/year.mustache", "// Since 2024.\n")
        let result = try project.screengen("generate", "Specs", "--templates", "Team", "--quiet")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let view = try #require(project.read("Generated/Notes/NotesView.swift"))
        #expect(
            view.hasPrefix(
                "// Copyright © Example Corp.\n// Since 2024.\n// Generated by screengen from Specs/Notes.yaml.\n"))
        #expect(try project.screengen("check", "Specs", "--templates", "Team").status == 0)

        // Nothing includes a misspelt file: refused, and nothing is written.
        try project.remove("Generated")
        try project.write("Team/header.mustache", "{{>licence}}\n// Generated by screengen from {{spec}}.\n")
        try project.write("Team/licnce.mustache", "// Copyright © Example Corp.\n")
        try project.remove("Team/licence.mustache")
        let misspelt = try project.screengen("generate", "Specs", "--templates", "Team")
        #expect(misspelt.status == 2)
        #expect(
            misspelt.stdout.contains(
                "Team/licnce.mustache: error: 'licnce.mustache' replaces no built-in template, and no template includes "
                    + "it; did you mean 'licence.mustache'?"), "\(misspelt.stdout)")
        // year.mustache was included only through licence.mustache, which is gone.
        #expect(misspelt.stdout.contains("Team/year.mustache: error: 'year.mustache'"), "\(misspelt.stdout)")
        #expect(!project.exists("Generated"))
    }

    /// A team's template that includes a partial no template provides is refused at the tag, even
    /// inside a section no spec opens (Mustache would render it as nothing, and the mistake would
    /// surface only for the screen that opens it).
    @Test func aTagThatNamesNoTemplateIsRefusedWhereItIs() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", "screen: Notes\n")
        try project.write(
            "Team/header.mustache", "// Generated by screengen from {{spec}}.\n{{#neverSet}}\n  {{>licnse}}\n{{/neverSet}}\n")
        try project.write("Team/licence.mustache", "// Copyright © Example Corp.\n")
        let result = try project.screengen("generate", "Specs", "--templates", "Team")
        #expect(result.status == 2)
        #expect(
            result.stdout.contains(
                "Team/header.mustache:3:3: error: 'licnse' names no template: no 'licnse.mustache' in the built-in set "
                    + "or the team's; did you mean 'licence'? [template]"), "\(result.stdout)")
        #expect(!project.exists("Generated"))
    }

    /// An error inside a team's partial names its file, not the tag.
    @Test func anErrorInATeamPartialNamesItsFile() throws {
        let project = try Sandbox()
        try project.write("Specs/Notes.yaml", "screen: Notes\n")
        try project.write("Team/header.mustache", "// Generated by screengen from {{spec}}.\n{{#open}}\n")
        let result = try project.screengen("generate", "Specs", "--templates", "Team")
        #expect(result.status == 2)
        #expect(result.stdout == "Team/header.mustache:2:1: error: section 'open' is never closed [template]\n")
    }
}
