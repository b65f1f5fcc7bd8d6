import Foundation
import Testing
import UIKitTesting

@testable import UIKit

/// Item providers keep the representations registered with them and make objects from them.
@MainActor
@Suite struct NSItemProviderTests {
    @Test func aRegisteredTextRepresentationLoadsAsAString() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.plain-text", visibility: .all) { completion in
            completion(Data("Ada".utf8), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(provider.canLoadObject(ofClass: NSString.self))
        var loaded: String?
        provider.loadObject(ofClass: NSString.self) { object, error in
            loaded = (object as? NSString).map { String(describing: $0) }
            #expect(error == nil)
        }
        #expect(loaded == "Ada")
        let item = UIDragItem(itemProvider: provider)
        #expect(item.itemProvider === provider)
    }

    @Test func loadingATypeNobodyRegisteredFails() {
        let provider = NSItemProvider()
        #expect(!provider.canLoadObject(ofClass: NSString.self))
        var failed = false
        provider.loadDataRepresentation(forTypeIdentifier: "public.jpeg") { data, error in
            failed = data == nil && error != nil
        }
        #expect(failed)
    }

    @Test func swipeActionsKeepTheirStyleTitleAndColour() {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        #expect(configuration.actions.first === delete && configuration.performsFirstActionWithFullSwipe)
        #expect(delete.backgroundColor == .systemRed && delete.title == "Delete")
        #expect(UITableViewRowAction.Style.destructive == .default)
        #expect(UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath).operation == .move)
    }
}
