import MessageUI
import Testing
import UIKitTesting

private final class ReceiptController: UIViewController, MFMailComposeViewControllerDelegate {
    var alerts = 0
    /// As apps write it: check first, and explain when mail cannot be sent.
    func emailReceipt() {
        guard MFMailComposeViewController.canSendMail() else {
            alerts += 1
            return
        }
        let composer = MFMailComposeViewController()
        composer.mailComposeDelegate = self
        present(composer, animated: true)
    }
}

/// Mail and message composers on a platform with no accounts.
@MainActor
@Suite struct MFMailComposeViewControllerTests {
    @Test func mailCannotBeSentSoTheAppTakesItsOwnPath() {
        let device = VirtualDevice()
        let controller = ReceiptController()
        device.window.rootViewController = controller
        controller.emailReceipt()
        #expect(device.runUntilIdle())
        #expect(controller.alerts == 1 && controller.presentedViewController == nil)
        #expect(!MFMessageComposeViewController.canSendText())
    }

    @Test func aComposerKeepsTheMessageItIsGivenAndPresentsLikeANavigationController() {
        let device = VirtualDevice()
        let root = UIViewController()
        device.window.rootViewController = root
        let composer = MFMailComposeViewController()
        composer.setSubject("You owe me $12.50")
        composer.setToRecipients(["a@example.com"])
        composer.setMessageBody("Dinner", isHTML: false)
        root.present(composer, animated: true)
        #expect(device.runUntilIdle())
        #expect(root.presentedViewController === composer)
        #expect(composer.subject == "You owe me $12.50" && composer.toRecipients == ["a@example.com"])
        #expect(composer.messageBody == "Dinner")
    }
}
