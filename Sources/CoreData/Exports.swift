// Core Data's module brings Foundation, as Apple's does: a file importing only CoreData uses
// NSPredicate, Bundle and FileManager.
@_exported import Foundation
