import Combine
import Testing

/// The subjects as a library publishing its state uses them (a panel's state, say).
@Suite struct SubjectTests {
    enum PanelState { case hidden, half, full }

    @Test func aCurrentValueSubjectGivesItsValueToANewSubscriberThenEachSentValue() {
        let state = CurrentValueSubject<PanelState, Never>(.hidden)
        var seen: [PanelState] = []
        let subscription = state.sink { seen.append($0) }
        state.send(.half)
        state.value = .full
        #expect(seen == [.hidden, .half, .full])
        #expect(state.value == .full)
        subscription.cancel()
        state.send(.hidden)
        #expect(seen == [.hidden, .half, .full])
    }

    @Test func releasingTheCancellableEndsTheSubscription() {
        let subject = PassthroughSubject<Int, Never>()
        var seen: [Int] = []
        var bag: Set<AnyCancellable> = []
        subject.sink { seen.append($0) }.store(in: &bag)
        subject.send(1)
        bag.removeAll()
        subject.send(2)
        #expect(seen == [1])
    }

    @Test func aCompletedSubjectDropsLaterValuesAndTellsLateSubscribers() {
        struct Failed: Error {}
        let subject = PassthroughSubject<Int, Failed>()
        var events: [String] = []
        let first = subject.sink(
            receiveCompletion: { _ in events.append("end") }, receiveValue: { events.append("\($0)") })
        subject.send(1)
        subject.send(completion: .failure(Failed()))
        subject.send(2)
        let late = subject.eraseToAnyPublisher().sink(
            receiveCompletion: { _ in events.append("late end") }, receiveValue: { _ in events.append("late") })
        #expect(events == ["1", "end", "late end"])
        _ = (first, late)
    }
}
