// The main job. Until the Transition Practice app exists (issue 7), this animates a few
// views on a virtual device and writes what it saw: a filmstrip PNG and an animated PNG.
import UIKitTesting

@MainActor
func runFoundationDemo(output: URL) throws {
    let device = VirtualDevice(size: CGSize(width: 390, height: 844), scale: 1)
    let root = device.window
    root.backgroundColor = .systemBackground

    let card = UIView(frame: CGRect(x: 40, y: 120, width: 140, height: 140))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 24
    root.addSubview(card)

    let badge = UIView(frame: CGRect(x: 230, y: 120, width: 100, height: 100))
    badge.backgroundColor = .systemOrange
    badge.layer.cornerRadius = 50
    root.addSubview(badge)

    let bar = UIView(frame: CGRect(x: 40, y: 700, width: 60, height: 24))
    bar.backgroundColor = .systemGreen
    bar.layer.cornerRadius = 12
    root.addSubview(bar)

    let label = UILabel(frame: CGRect(x: 40, y: 40, width: 310, height: 40))
    label.text = "OpenUIKit"
    label.font = .systemFont(ofSize: 28, weight: .bold)
    label.textColor = .label
    root.addSubview(label)

    var film = Filmstrip()
    UIView.animate(withDuration: 1.0, delay: 0, options: [.curveEaseInOut]) {
        card.center = CGPoint(x: 195, y: 420)
        card.transform = CGAffineTransform(rotationAngle: .pi / 4).scaledBy(x: 1.3, y: 1.3)
        card.alpha = 0.6
    }
    UIView.animate(
        withDuration: 1.0, delay: 0.2, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
        options: []
    ) {
        badge.center = CGPoint(x: 280, y: 560)
    }
    let animator = UIViewPropertyAnimator(duration: 1.2, curve: .linear) {
        bar.frame = CGRect(x: 40, y: 700, width: 310, height: 24)
        bar.backgroundColor = .systemPink
    }
    animator.startAnimation()
    film.record(device, duration: 1.4, fps: 20)

    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    let sheet = film.contactSheet(columns: 8, thumbnailScale: 0.25)
    try Data(PNGEncoder.encode(image: sheet)).write(to: output.appendingPathComponent("foundation-filmstrip.png"))
    try film.apngData(delay: 0.05).write(to: output.appendingPathComponent("foundation.apng"))
    try device.pngData().write(to: output.appendingPathComponent("foundation-final.png"))
    print("frames: \(film.frames.count), virtual time: \(String(format: "%.2f", device.now)) s")
}

let arguments = CommandLine.arguments.dropFirst()
let outputPath = arguments.firstIndex(of: "--output").flatMap { i in arguments.dropFirst(i - arguments.startIndex + 1).first } ?? "output"
let output = URL(fileURLWithPath: outputPath)
do {
    try MainActor.assumeIsolated { try runFoundationDemo(output: output) }
    print("wrote \(output.path)/foundation-filmstrip.png, foundation.apng, foundation-final.png")
} catch {
    print("error: \(error)")
    exit(1)
}
