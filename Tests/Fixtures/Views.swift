// Fixture row and header views the golden cases' `row:` expressions name. Type-checked with the
// goldens against the iOS SDK by Tests/Fixtures/typecheck-goldens.sh; never built on Linux.

import SwiftUI

struct PostRow: View {
    let post: Post

    var body: some View {
        Text(post.title)
    }
}

struct RepoRow: View {
    let repo: Repo

    var body: some View {
        LabeledContent(repo.fullName, value: repo.stars, format: .number)
    }
}

struct PostCard: View {
    let post: Post

    var body: some View {
        Text(post.title)
            .padding()
            .background(.quaternary, in: .rect(cornerRadius: 12))
    }
}

struct TagRow: View {
    let tag: Tag

    var body: some View {
        Label(tag.name, systemImage: "number")
    }
}

struct TagTimelineView: View {
    let name: String

    var body: some View {
        Text(verbatim: "#\(name)")
    }
}

struct PostDetailView: View {
    let postID: Post.ID

    var body: some View {
        Text(verbatim: "Post \(postID)")
    }
}

struct StatsHeader: View {
    let stats: AuthorStats

    var body: some View {
        LabeledContent("Posts", value: stats.postCount, format: .number)
    }
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        Text(message.subject)
    }
}

struct MailboxSummaryHeader: View {
    let summary: MailboxSummary

    var body: some View {
        LabeledContent("Unread", value: summary.unreadCount, format: .number)
    }
}

struct NoticeRow: View {
    let notice: Notice

    var body: some View {
        Text(notice.text)
    }
}

/// Impressia's NotificationRowView (paging-envelope-store-notifications).
struct NotificationRowView: View {
    let notification: PixelfedNotification

    var body: some View {
        Text(notification.account)
    }
}

/// A status of Impressia's StatusesView (paging-envelope-mv-statuses).
struct StatusRowView: View {
    let model: StatusModel

    var body: some View {
        Text(model.text)
    }
}

struct AccountSummary: View {
    let account: Account

    var body: some View {
        LabeledContent("Email", value: account.email)
    }
}

struct UserRow: View {
    let user: User

    var body: some View {
        Text(user.name)
    }
}

struct ProfileHeader: View {
    let profile: Profile

    var body: some View {
        VStack(alignment: .leading) {
            Text(profile.user.name).font(.headline)
            Text(profile.bio).foregroundStyle(.secondary)
        }
    }
}

// MARK: - The Library flow

struct BookRow: View {
    let book: Book

    var body: some View {
        Text(book.title)
    }
}

struct BookSummary: View {
    let book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title).font(.headline)
            Text(book.author).foregroundStyle(.secondary)
        }
    }
}

struct AuthorView: View {
    let name: String

    var body: some View {
        Text(name)
    }
}

/// The reading view the Reader flow pushes (Tests/Golden/navigation-ios18-owner-mv).
struct ReaderPageView: View {
    let bookID: Book.ID

    var body: some View {
        Text("Book \(bookID)")
    }
}

struct LibrarySettingsView: View {
    var body: some View { Text("Settings") }
}

struct LibraryAboutView: View {
    var body: some View { Text("About") }
}

struct AddBookView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Done") { dismiss() }
    }
}

struct EditBookView: View {
    let book: Book

    var body: some View {
        Text(book.title)
    }
}

struct ScannerView: View {
    var body: some View { Text("Scanner") }
}

/// A destination keyed by a Foundation type (Tests/Golden/store-foundation-types).
struct SessionView: View {
    let id: UUID

    var body: some View {
        Text(id.uuidString)
    }
}

/// A row that shows no loaded value (Tests/Golden/loaded-value-unused).
struct MembershipBenefits: View {
    var body: some View {
        Label("Free shipping", systemImage: "shippingbox")
    }
}

struct ItemRow: View {
    let item: Item

    var body: some View {
        LabeledContent(item.name, value: item.category.name)
    }
}

struct VillagerRow: View {
    let villager: Villager

    var body: some View {
        LabeledContent(villager.name, value: villager.species)
    }
}

struct WorkingGroupRow: View {
    let group: WorkingGroup

    var body: some View {
        LabeledContent(group.acronym, value: group.name)
    }
}

struct LogLineRow: View {
    let line: LogLine

    var body: some View {
        Text(line.text)
            .font(.system(.caption, design: .monospaced))
    }
}

struct OrderRow: View {
    let order: Order

    var body: some View {
        Text("Order #\(order.id)")
    }
}

/// A principal toolbar item: a title over a secondary line (Tests/Golden/toolbar-menu-principal-edit).
struct StackedTitle: View {
    let title: String
    let subtitle: String

    var body: some View {
        VStack {
            Text(title).font(.headline)
            Text(subtitle).font(.footnote).foregroundStyle(.secondary)
        }
    }
}

/// The destination an order row pushes (Tests/Golden/orders-grouped-store, navigation-destinations-orders).
struct OrderDetailView: View {
    let orderID: Order.ID

    var body: some View {
        Text("Order #\(orderID)")
    }
}

/// The composer the Social app's post tab presents (Tests/Golden/app-social-tabs).
struct ComposerView: View {
    var body: some View {
        Text("New Post")
    }
}

/// The app's colors, read from the environment by type (Tests/Golden/form-settings-node-modifiers).
@available(iOS 17.0, macOS 14.0, *)
@MainActor
@Observable
final class Theme {
    var primaryBackgroundColor: Color = .white
    var secondaryBackgroundColor: Color = .gray

    static let preview = Theme()
}

/// Scrumdinger's theme picker: a control of the app's own among a form's fields
/// (Tests/Golden/form-custom-control-scrum).
struct ThemePicker: View {
    @Binding var selection: ScrumTheme

    var body: some View {
        Picker("Theme", selection: $selection) {
            ForEach(ScrumTheme.allCases) { theme in
                Text(theme.name).tag(theme)
            }
        }
    }
}

/// A toggle of the app's own, with a description under its title: a `view` field among a form's
/// controls (Specs/ComposeSettings.yaml).
struct SensitivityToggle: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle(isOn: $isOn) {
            Text("Mark as Sensitive")
            Text("Media is hidden behind a warning until tapped.")
        }
    }
}

/// Backyard Birds' screens, each owning its navigation stack, and the modifiers its App applies
/// to the root (Tests/Golden/app-backyard-birds).
struct BackyardNavigationStack: View {
    var body: some View { NavigationStack { Text("Backyards") } }
}

struct BirdsNavigationStack: View {
    var body: some View { NavigationStack { Text("Birds") } }
}

struct PlantsNavigationStack: View {
    var body: some View { NavigationStack { Text("Plants") } }
}

struct AccountNavigationStack: View {
    var body: some View { NavigationStack { Text("Account") } }
}

extension View {
    func backyardBirdsShop() -> some View { self }
    func backyardBirdsDataContainer(inMemory: Bool = false) -> some View { self }
}

// MARK: - Mory's tabs (Tests/Golden/app-mory-ios26)

struct TodayScreen: View {
    var body: some View { List { Text("Today") }.navigationTitle("Today") }
}

struct MemoriesScreen: View {
    var body: some View { List { Text("Memories") }.navigationTitle("Memories") }
}

struct InsightsScreen: View {
    var body: some View { List { Text("Insights") }.navigationTitle("Insights") }
}

struct MemorySearchScreen: View {
    var body: some View { List { Text("Search") }.navigationTitle("Search") }
}

/// Vernissage's profile header: the account, and how you relate to it once that has loaded.
struct UserProfileHeaderView: View {
    let account: PixelfedAccount
    let relationship: AccountRelationship?

    var body: some View {
        VStack(alignment: .leading) {
            Text(account.displayName).font(.title2)
            if relationship?.followedBy == true {
                Text("Follows you").font(.caption)
            }
            Text(account.bio)
        }
    }
}

/// The account switcher on a timeline's leading side, an avatar (Tests/Golden/spec-list-timeline).
struct AccountSwitcher: View {
    var body: some View {
        Image(systemName: "person.crop.circle")
    }
}

/// The editor of a list's title and members (Tests/Golden/spec-list-timeline).
struct ListEditorView: View {
    let title: String

    var body: some View {
        Text(title)
    }
}

// MARK: - A package's views (Tests/Golden/access-*)

/// A status in a list (IceCubesApp's `StatusRowView`), in the package of the screens that show it.
struct AccountStatusRow: View {
    let status: AccountStatus

    var body: some View {
        Text(status.content)
    }
}

/// The status a list pushes (IceCubesApp's `StatusDetailView`).
struct StatusDetailView: View {
    let statusID: AccountStatus.ID

    var body: some View {
        Text("Status \(statusID)")
    }
}

/// The sheet that reports a status (IceCubesApp's `StatusEditor` sheet, for a report).
struct ReportStatusView: View {
    let status: AccountStatus

    var body: some View {
        Text("Report \(status.content)")
    }
}
