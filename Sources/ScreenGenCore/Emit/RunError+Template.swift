extension RunError {
    /// A template error, located in its template: a template that does not parse or render stops
    /// the run. It lives with the templates' users, so that the error type knows no template engine.
    public init(_ error: MustacheError) {
        self.init(.template, error.message, file: error.templateName, line: error.line, column: error.column)
    }
}
