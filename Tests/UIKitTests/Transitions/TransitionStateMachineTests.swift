import CoreGraphics
import Testing

@testable import UIKit

/// The transition state machine alone, without views: one test per edge of the diagram in
/// `TransitionStateMachine.swift` and per refused input.
@Suite struct TransitionStateMachineTests {
    typealias Machine = TransitionStateMachine

    /// A phase of the diagram, reached through the machine's own inputs.
    enum Phase: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case pending, runningAnimator, runningInteractive, settlingFinished, settlingCancelled, endedCompleted,
            endedCancelled
        var testDescription: String { rawValue }
    }

    /// One input of the diagram.
    enum Input: Sendable, CustomTestStringConvertible {
        case start(Machine.Interaction), update(CGFloat), finish, cancel, pause, complete(Bool)
        var testDescription: String { "\(self)" }
    }

    static func machine(in phase: Phase) -> Machine {
        var m = Machine()
        switch phase {
        case .pending: break
        case .runningAnimator: _ = m.start(interaction: .none)
        case .runningInteractive: _ = m.start(interaction: .interactive)
        case .settlingFinished: _ = m.start(interaction: .interactive); _ = m.finishInteraction()
        case .settlingCancelled: _ = m.start(interaction: .interactive); _ = m.cancelInteraction()
        case .endedCompleted: _ = m.start(interaction: .none); _ = m.complete(true)
        case .endedCancelled: _ = m.start(interaction: .interactive); _ = m.cancelInteraction(); _ = m.complete(false)
        }
        return m
    }

    static func apply(_ input: Input, to m: inout Machine) -> Machine.Action {
        switch input {
        case .start(let interaction): m.start(interaction: interaction)
        case .update(let p): m.update(p)
        case .finish: m.finishInteraction()
        case .cancel: m.cancelInteraction()
        case .pause: m.pause()
        case .complete(let c): m.complete(c)
        }
    }

    // MARK: Edges

    @Test(arguments: [
        (Machine.Interaction.none, Machine.Action.runAnimator, false),
        (.nonInteractive, .startInteraction(interactive: false), false),
        (.interactive, .startInteraction(interactive: true), true),
    ])
    func startingDecidesWhoIsInControl(interaction: Machine.Interaction, action: Machine.Action, interactive: Bool) {
        var m = Machine()
        #expect(m.start(interaction: interaction) == action)
        #expect(m.state == .running(interactive: interactive))
        #expect(m.isInteractive == interactive)
        #expect(m.initiallyInteractive == interactive)
        #expect(m.animatorIsInControl == !interactive)
    }

    @Test func interactionControllerWithoutInteractiveStartBeginsNonInteractive() {
        var m = Machine()
        #expect(m.start(interaction: .nonInteractive) == .startInteraction(interactive: false))
        #expect(!m.isInteractive)
        #expect(!m.initiallyInteractive)
    }

    @Test(arguments: [(CGFloat(0.3), CGFloat(0.3)), (-1, 0), (1.5, 1.5)])
    func updatingRecordsTheProgressNeverBelowZero(given: CGFloat, recorded: CGFloat) {
        var m = Self.machine(in: .runningInteractive)
        #expect(m.update(given) == .setProgress(recorded))
        #expect(m.percentComplete == recorded)
        #expect(m.state == .running(interactive: true))
    }

    @Test(arguments: [false, true])
    func endingTheInteractionHandsControlBackToTheAnimator(cancelled: Bool) {
        var m = Self.machine(in: .runningInteractive)
        let action = cancelled ? m.cancelInteraction() : m.finishInteraction()
        #expect(action == .endInteraction(cancelled: cancelled))
        #expect(m.state == .settling(cancelled: cancelled))
        #expect(m.wasCancelled == cancelled)
        #expect(!m.isInteractive)
        #expect(m.animatorIsInControl)
        #expect(m.initiallyInteractive)
    }

    @Test func pausingARunningAnimatorMakesItInteractive() {
        var m = Self.machine(in: .runningAnimator)
        #expect(m.pause() == .becomeInteractive)
        #expect(m.state == .running(interactive: true))
        #expect(!m.animatorIsInControl)
        // initiallyInteractive never changes (statement 96).
        #expect(!m.initiallyInteractive)
    }

    @Test(arguments: [Phase.settlingFinished, .settlingCancelled])
    func pausingWhileSettlingResumesTheInteraction(phase: Phase) {
        var m = Self.machine(in: phase)
        #expect(m.pause() == .becomeInteractive)
        #expect(m.state == .running(interactive: true))
        #expect(!m.wasCancelled)
    }

    @Test(
        arguments: [Phase.runningAnimator, .runningInteractive, .settlingFinished, .settlingCancelled], [true, false])
    func completingEndsTheTransitionFromEveryStartedPhase(phase: Phase, completed: Bool) {
        var m = Self.machine(in: phase)
        #expect(m.complete(completed) == .end(completed: completed))
        #expect(m.state == .ended(completed: completed))
        #expect(m.hasEnded)
        #expect(!m.isInteractive)
        #expect(!m.animatorIsInControl)
    }

    @Test func aCancelledTransitionStaysCancelledAfterItEnds() {
        let m = Self.machine(in: .endedCancelled)
        #expect(m.wasCancelled)
        #expect(m.state == .ended(completed: false))
    }

    @Test(arguments: [
        (Phase.pending, false), (.runningAnimator, true), (.runningInteractive, false),
        (.settlingFinished, true), (.settlingCancelled, true), (.endedCompleted, false), (.endedCancelled, false),
    ])
    func theAnimatorIsInControlOnlyWhileItRunsOnItsOwn(phase: Phase, inControl: Bool) {
        #expect(Self.machine(in: phase).animatorIsInControl == inControl)
    }

    // MARK: Refused inputs

    @Test func completingTwiceIsRefused() {
        var m = Self.machine(in: .endedCompleted)
        #expect(m.complete(false) == .refuse(.completedTwice))
        #expect(m.state == .ended(completed: true))
    }

    @Test func completingBeforeStartingIsRefused() {
        var m = Machine()
        #expect(m.complete(true) == .refuse(.notStarted))
        #expect(m.state == .pending)
    }

    @Test(arguments: [Phase.runningAnimator, .runningInteractive, .settlingFinished, .settlingCancelled])
    func startingTwiceIsRefused(phase: Phase) {
        var m = Self.machine(in: phase)
        #expect(m.start(interaction: .interactive) == .refuse(.alreadyStarted))
    }

    @Test(arguments: [Input.update(0.5), .finish, .cancel])
    func drivingTheInteractionBeforeStartingIsRefused(input: Input) {
        var m = Machine()
        #expect(Self.apply(input, to: &m) == .refuse(.notStarted))
    }

    @Test(
        arguments: [Phase.runningAnimator, .settlingFinished, .settlingCancelled],
        [Input.update(0.5), .finish, .cancel])
    func drivingTheInteractionWhenNotInteractiveIsRefused(phase: Phase, input: Input) {
        var m = Self.machine(in: phase)
        #expect(Self.apply(input, to: &m) == .refuse(.notInteractive))
    }

    @Test func pausingWhenAlreadyInteractiveIsRefused() {
        var m = Self.machine(in: .runningInteractive)
        #expect(m.pause() == .refuse(.alreadyInteractive))
    }

    @Test func pausingBeforeStartingIsRefused() {
        var m = Machine()
        #expect(m.pause() == .refuse(.notStarted))
    }

    @Test(
        arguments: [Phase.endedCompleted, .endedCancelled],
        [Input.start(.none), .update(0.5), .finish, .cancel, .pause])
    func everyInputButCompletionAfterTheEndIsRefusedAsEnded(phase: Phase, input: Input) {
        var m = Self.machine(in: phase)
        #expect(Self.apply(input, to: &m) == .refuse(.alreadyEnded))
    }

    @Test(
        arguments: Phase.allCases,
        [
            Input.start(.interactive), .update(0.7), .finish, .cancel, .pause, .complete(true), .complete(false),
        ])
    func aRefusedInputChangesNothing(phase: Phase, input: Input) {
        var m = Self.machine(in: phase)
        let before = m
        if case .refuse = Self.apply(input, to: &m) {
            #expect(m == before)
        }
    }
}
