import Combine
import Foundation
import Testing

/// The operators and the property wrapper UIKit apps chain before `sink`.
@Suite struct OperatorTests {
    struct Page: Equatable {
        let section: Int
        let page: Int
    }

    @Test func filterPassesOnlyTheValuesItsPredicateAccepts() {
        let pages = PassthroughSubject<Page, Never>()
        var seen: [Int] = []
        let subscription = pages.filter { $0.section == 1 }.map(\.page).sink { seen.append($0) }
        pages.send(Page(section: 0, page: 3))
        pages.send(Page(section: 1, page: 2))
        pages.send(Page(section: 1, page: 4))
        #expect(seen == [2, 4])
        subscription.cancel()
        pages.send(Page(section: 1, page: 5))
        #expect(seen == [2, 4])
    }

    @MainActor @Test func receiveOnTheMainQueueOrRunLoopFromTheMainThreadDeliversAtOnce() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        let onQueue = subject.receive(on: DispatchQueue.main).sink { seen.append($0) }
        let onLoop = subject.receive(on: RunLoop.main).sink { seen.append($0 * 10) }
        subject.send(1)
        #expect(seen == [1, 10])
        onQueue.cancel()
        onLoop.cancel()
    }

    final class Feed {
        @Published private(set) var articles: [String]?
        func load() { articles = ["one", "two"] }
    }

    @Test func aPublishedPropertyGivesItsValueToANewSubscriberThenEachNewValue() {
        let feed = Feed()
        var seen: [[String]?] = []
        var heldWhenSent: [[String]?] = []
        let subscription = feed.$articles.sink {
            seen.append($0)
            heldWhenSent.append(feed.articles)
        }
        feed.load()
        #expect(seen == [nil, ["one", "two"]])
        // Combine publishes on willSet: the property still holds the old value while subscribers run.
        #expect(heldWhenSent == [nil, nil])
        #expect(feed.articles == ["one", "two"])
        subscription.cancel()
    }
}
