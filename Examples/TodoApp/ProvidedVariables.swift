import Foundation
import Relay

/// The app's settings, read from any thread (a provider is asked wherever a query is fetched).
final class AppSettings: @unchecked Sendable {
    static let shared = AppSettings()

    private let lock = NSLock()
    private var showsCompletedCountValue = true

    /// Whether progress shows how many to-do items are done.
    var showsCompletedCount: Bool {
        get { lock.withLock { showsCompletedCountValue } }
        set { lock.withLock { showsCompletedCountValue = newValue } }
    }
}

/// Provides `ViewerProgress_user`'s `showsCompleted` (ProvidedVariables.graphql): every fetch of
/// `ViewerProgressQuery` asks for it afresh.
enum ShowsCompletedCount: VariableProvider {
    static func get() -> Bool { AppSettings.shared.showsCompletedCount }
}
