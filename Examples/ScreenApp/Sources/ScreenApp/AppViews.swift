// The app's own views the generated root shows (hand-written): the profile tab's root and the
// settings route's destination. SwiftUI, so the Linux build leaves this file out.

import SwiftUI

struct AccountSummary: View {
    var body: some View {
        Text("Profile")
    }
}

struct SettingsView: View {
    var body: some View {
        Text("Settings")
    }
}
