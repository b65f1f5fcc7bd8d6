// A headless app on the real clock whose background work reports back to the main thread the
// two everyday ways: Dispatch's main queue and the main actor. It prints what arrived and
// exits; GalleryAppTests runs it.
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var arrived: Set<String> = []

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let thread = Thread {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.arrive("main queue") }
            }
        }
        thread.start()
        Task.detached {
            await MainActor.run { self.arrive("main actor") }
        }
        // Nothing should take this long: report what never came.
        Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
            MainActor.assumeIsolated {
                print("timed out; arrived: \(self.arrived.sorted())")
                exit(1)
            }
        }
        return true
    }

    func arrive(_ path: String) {
        precondition(Thread.isMainThread)
        arrived.insert(path)
        print("arrived on the main thread: \(path)")
        if arrived.count == 2 { exit(0) }
    }
}

UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, AppDelegate())
