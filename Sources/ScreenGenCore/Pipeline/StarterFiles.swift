/// What `screengen init` writes: a commented configuration and a first spec that validates.
enum StarterFiles {
    static let config = """
        # screengen configuration; every key is described in screengen's docs/config.md.
        # Every key is optional; relative paths are relative to this file.

        # Spec files, directories or glob patterns.
        specs: [Specs]

        # Where generated files go, and whether each screen gets a folder (perScreen) or not (flat).
        output: Generated
        layout: perScreen

        # The deployment target of specs that do not give one.
        platform: { iOS: "17.0" }

        # A directory of *.mustache files replacing built-in templates (see docs/templates.md).
        # templates: Templates/Team

        # Comment lines put above the generated header of every file.
        # header: Copyright © Example Corp.

        # Rule severities by id: error, warning or off (see `screengen rules`).
        # rules: { view-model-without-reason: error }

        """

    /// The editor schema `init` puts in the project, so the line at the top of a spec resolves
    /// without any network (refresh it with `screengen schema > .screengen/screen-spec.schema.json`).
    static let schemaPath = ".screengen/screen-spec.schema.json"

    static let exampleSpec = """
        # yaml-language-server: $schema=../.screengen/screen-spec.schema.json
        # A first screen: edit it, then run `screengen scaffold Specs/Example.yaml`.
        screen: Example
        summary: A list of items loaded from a client in the environment.
        title: Example
        environment:
          - name: client
            type: ExampleClient
            preview: { loaded: ExampleClient.preview, loading: ExampleClient.loading, empty: ExampleClient.empty, error: ExampleClient.failing }
        loads:
          - name: items
            type: "[ExampleItem]"
            call: client.items()
            refreshable: true
            empty: { title: No Items Yet, systemImage: tray }
        content:
          sections:
            - { load: items, element: item, row: "ExampleRow(item: item)" }

        """
}
