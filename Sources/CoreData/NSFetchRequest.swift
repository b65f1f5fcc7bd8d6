import Foundation

/// A description of the objects to fetch, as `NSFetchRequest`: an entity, a predicate, sort
/// descriptors and a limit.
open class NSFetchRequest<ResultType>: NSObject {
    /// The name of the entity fetched.
    open var entityName: String?
    /// The condition fetched objects meet (nil: every object of the entity).
    open var predicate: NSPredicate?
    /// The order of the results.
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most results returned (0: no limit).
    open var fetchLimit = 0
    /// The number of leading results skipped.
    open var fetchOffset = 0
    /// How many objects are fetched at a time (kept; everything is in memory here).
    open var fetchBatchSize = 0
    /// Whether results are faults (kept; objects are always whole here).
    open var returnsObjectsAsFaults = true

    /// A request for the objects of the entity named `entityName`.
    public init(entityName: String) {
        self.entityName = entityName
    }
}

extension NSPredicate {
    /// A predicate from a format string, as Core Data apps write them: one comparison
    /// (`==`, `!=`, `<`, `<=`, `>`, `>=`) of a stored property named in the format or by `%K`
    /// with a value given by `%@`, `%d`, `%i`, `%ld`, `%f` or written as a number or quoted string.
    /// Other formats log that they are not understood and match nothing.
    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        let comparison = PredicateComparison(format: predicateFormat, arguments: args)
        if comparison == nil {
            FileHandle.standardError.write(
                Data("CoreData stand-in: predicate format '\(predicateFormat)' is not understood\n".utf8))
        }
        self.init { object, _ in
            guard let comparison, let object else { return false }
            return comparison.evaluate(with: object)
        }
    }
}

extension NSSortDescriptor {
    /// Orders objects by the stored property named `key` (numbers, strings, dates).
    public convenience init(key: String?, ascending: Bool) {
        let key = key ?? ""
        self.init(keyPath: \NSObject.self, ascending: ascending) { a, b in
            StoredProperty.compare(
                StoredProperty.value(of: a, forKeyPath: key), StoredProperty.value(of: b, forKeyPath: key))
                ?? .orderedSame
        }
    }
}

/// One comparison of a stored property with a value, parsed from a predicate format.
struct PredicateComparison {
    var key: String
    var relation: String
    var value: Any?

    init?(format: String, arguments: [CVarArg]) {
        var args = arguments.makeIterator()
        let relations = ["==", "!=", "<=", ">=", "=", "<", ">"]
        guard let relation = relations.first(where: { format.contains(" \($0) ") }),
            let range = format.range(of: " \(relation) ")
        else { return nil }
        func operand(_ text: Substring) -> (isKey: Bool, value: Any?)? {
            let t = text.trimmingCharacters(in: .whitespaces)
            switch t {
            case "%K": return (true, args.next().map { "\($0)" })
            case "%@": return (false, args.next())
            case "%d", "%i", "%ld", "%lld", "%u", "%f", "%lf": return (false, args.next())
            default:
                if t.count >= 2, t.first == "\"" || t.first == "'", t.last == t.first {
                    return (false, String(t.dropFirst().dropLast()))
                }
                if let number = Double(t) { return (false, number) }
                if t.lowercased() == "nil" || t.lowercased() == "null" { return (false, nil) }
                return t.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? (true, t) : nil
            }
        }
        guard let left = operand(format[..<range.lowerBound]), left.isKey, let key = left.value as? String,
            let right = operand(format[range.upperBound...]), !right.isKey
        else { return nil }
        self.key = key
        self.relation = relation == "=" ? "==" : relation
        value = right.value
    }

    func evaluate(with object: Any) -> Bool {
        guard let order = StoredProperty.compare(StoredProperty.value(of: object, forKeyPath: key), value) else {
            return false
        }
        switch relation {
        case "==": return order == .orderedSame
        case "!=": return order != .orderedSame
        case "<": return order == .orderedAscending
        case "<=": return order != .orderedDescending
        case ">": return order == .orderedDescending
        default: return order != .orderedAscending
        }
    }
}
