// Compiled into every Linux build of generated code that imports the fixture models as a module of
// their own (FixtureModels, in ScreenGenCoreTests' Support): a name the models declare and an
// imported module declares too (Foundation's `SortOrder`) would be ambiguous there, while in an
// app, where the models are code of its own module, the app's declaration wins. These aliases
// make the app's declaration win again. Not part of the iOS type-check (typecheck-goldens.sh),
// which compiles the models into each golden's module.

typealias SortOrder = FixtureModels.SortOrder
