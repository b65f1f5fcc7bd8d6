import Foundation

extension Dictionary where Key == IndexPath {
    /// The entries sorted by index path: cells leave, are recycled and are told about in row
    /// order, so which cell a row is handed back never depends on the dictionary's hash seed.
    var inRowOrder: [(key: IndexPath, value: Value)] {
        sorted { $0.key < $1.key }
    }
}
