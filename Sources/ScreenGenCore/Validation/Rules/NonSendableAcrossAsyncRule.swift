/// Load results cross from the async call to the view or store; route values go into the path.
struct NonSendableAcrossAsyncRule: Rule {
    static let readsApps = true

    static let description = RuleDescription(
        id: "non-sendable-across-async",
        severity: .warning,
        summary: "A load's result type (or its pages' type) or a route's value type is one the spec can tell is not Sendable.",
        rationale: """
            A load's result is produced by an `async` call and handed to the main actor; a route value is \
            stored in the navigation path and rebuilt from deep links. Both must be `Sendable`. The spec \
            only sees type names, so the rule reports what it can be sure of: function types without \
            `@Sendable`, and a short list of types that are not Sendable in the iOS SDK — `Any`, \
            `AnyObject`, `AnyHashable`, `NSObject`, the Foundation reference collections and strings \
            (`NSArray`, `NSDictionary`, `NSSet`, `NSString`, `NSData`, `NSAttributedString` and their \
            mutable subclasses), `NSPredicate`, `NSURLRequest`, `NSCache`, Core Data's \
            `NSManagedObject`, `NSManagedObjectContext`, `NSFetchRequest` and `NSFetchedResultsController`, \
            `CGContext` and `AnyView`. Each was checked against the iOS 17.4 SDK in the Swift 6 language \
            mode; `UIImage`, `UIColor`, `NSNumber`, `NSManagedObjectID`, `DateFormatter` and `JSONDecoder` \
            are Sendable there and are not listed; `Timer` is not Sendable either but is left out, as the \
            name is common for types of one's own. Your own types are the compiler's to check.
            """,
        source:
            "000 · Review checklist (models passed across concurrency boundaries are Sendable); 002 · anti-patterns",
        digest: [9],
        triggering: [
            """
            screen: Contacts
            loads:
              - { name: contacts, type: ↓"[NSManagedObject]", call: Store.contacts() }
            """,
            """
            screen: Contacts
            routes:
              - { case: action, value: ↓() -> Void, destination: ActionView() }
            """,
            """
            screen: Contacts
            loads:
              - name: contacts
                type: "[Contact]"
                call: Store.contacts()
                pagination: { cursor: String, page: ↓"Page<NSManagedObject>", rows: page.rows, next: "Store.contacts(after: cursor)", cursorOf: page.next }
            """,
        ],
        nonTriggering: [
            """
            screen: Contacts
            loads:
              - { name: contacts, type: "[Contact]", call: Store.contacts() }
            routes:
              - { case: detail, value: Contact.ID, destination: "ContactView(id: value)" }
              - { case: action, value: "@Sendable () -> Void", destination: ActionView() }
            """
        ])

    static let notSendable: [TokenPattern] = [
        "Any", "AnyObject", "AnyHashable", "NSObject", "NSArray", "NSMutableArray", "NSDictionary",
        "NSMutableDictionary",
        "NSSet", "NSMutableSet", "NSString", "NSMutableString", "NSData", "NSMutableData", "NSAttributedString",
        "NSMutableAttributedString", "NSPredicate", "NSURLRequest", "NSMutableURLRequest", "NSCache",
        "NSManagedObject", "NSManagedObjectContext", "NSFetchRequest", "NSFetchedResultsController", "CGContext",
        "AnyView",
    ]

    func validate(_ input: RuleInput) -> [RuleViolation] {
        SpecExpressions.scan(input, roles: { $0 == .loadType || $0 == .pageType || $0 == .routeValue }) { expression in
            let arrows = expression.tokens.filter { $0 == "->" }.count
            let sendables = zip(expression.tokens, expression.tokens.dropFirst()).filter {
                $0 == "@" && $1 == "Sendable"
            }.count
            let why: String
            if let name = expression.firstMatch(Self.notSendable) {
                why = "'\(name)' is not Sendable"
            } else if arrows > sendables {
                why = "a function type without @Sendable is not Sendable"
            } else {
                return nil
            }
            let crossing =
                expression.role != .routeValue
                ? "crosses from the async call to the main actor" : "is stored in the navigation path"
            return RuleViolation(
                "\(expression.what), '\(expression.text)', \(crossing), but \(why)", at: expression.location,
                entry: expression.entry,
                fixIt: arrows > sendables
                    ? "mark the function type @Sendable"
                    : "use a Sendable value type (a struct of the fields, or an ID)")
        }
    }
}
