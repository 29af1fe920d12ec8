import Foundation
import GraphQLSchema

extension SchemaDocumentation {
    /// Each field's documentation, worked out once for a whole run (a field is selected in
    /// many definitions; its description is decoded and checked once). Shared by the threads
    /// that generate definitions, under a lock.
    final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        /// Read and written only under `lock`.
        private var entries: [ObjectIdentifier: String?] = [:]

        /// The documentation of `field`, made by `make` the first time it is asked for.
        func documentation(of field: SchemaField, make: () -> String?) -> String? {
            let key = ObjectIdentifier(field)
            if let known = lock.withLock({ entries[key] }) { return known }
            let made = make()
            lock.withLock { entries[key] = made }
            return made
        }
    }
}
