import Foundation
@_spi(Testing) import QuartzCore

extension Diffing where Value == CGImage {
    /// Images stored as PNG, compared with the two tolerances of `ImageComparison`; a
    /// mismatch leaves a `diff` image (the reference faded, differing pixels red).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Diffing {
        Diffing(
            toData: { Data(PNGEncoder.encode(image: $0)) },
            fromData: { data in
                guard let d = try? PNGDecoder.decode([UInt8](data)),
                    let image = CGImage(width: d.width, height: d.height, rgba: d.rgba)
                else { return CGImage(width: 0, height: 0, rgba: [])! }
                return image
            },
            diff: { reference, actual in
                imageDifference(reference, actual, precision: precision, perceptualPrecision: perceptualPrecision)
            })
    }

    /// Exactly matching images, as `image(precision: 1, perceptualPrecision: 1)`.
    public static var image: Diffing { image() }
}

@MainActor
private func imageDifference(
    _ reference: CGImage, _ actual: CGImage, precision: Float, perceptualPrecision: Float
) -> (String, [SnapshotAttachment])? {
    guard reference.width == actual.width, reference.height == actual.height else {
        return (
            "Newly-taken snapshot@\(actual.width)×\(actual.height) does not match reference@\(reference.width)×\(reference.height).",
            []
        )
    }
    if reference == actual { return nil }
    let comparison = ImageComparison(reference: reference, actual: actual, perceptualPrecision: perceptualPrecision)
    guard !comparison.matches(precision: precision) else { return nil }
    let percent = Double(comparison.mismatchedPixels) / Double(max(1, comparison.totalPixels)) * 100
    let message = """
        \(comparison.mismatchedPixels) of \(comparison.totalPixels) pixels (\(String(format: "%.2f", percent))%) \
        differ by more than ΔE \(String(format: "%g", Double(1 - perceptualPrecision) * 100)) \
        (precision \(precision) allows \(Int(Double(comparison.totalPixels) * Double(1 - precision))) \
        pixels); the largest ΔE is \(String(format: "%.1f", comparison.largestDeltaE)).
        """
    let diff = comparison.diffImage(reference: reference)
    return (
        message, [SnapshotAttachment(name: "diff", data: Data(PNGEncoder.encode(image: diff)), pathExtension: "png")]
    )
}

extension Snapshotting where Value == CGImage, Format == CGImage {
    /// An image compared exactly.
    public static var image: Snapshotting { image() }

    /// An image compared with the given tolerances (see ``Diffing/image(precision:perceptualPrecision:)``).
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting(
            pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
    }
}

extension Snapshotting where Value == UIImage, Format == CGImage {
    /// A `UIImage`'s bitmap, compared exactly.
    public static var image: Snapshotting { image() }

    /// A `UIImage`'s bitmap, compared with the given tolerances.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<CGImage, CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { $0.cgImage ?? CGImage(width: 0, height: 0, rgba: [])! }
    }
}

extension Snapshotting where Value == CALayer, Format == CGImage {
    /// The layer tree rendered at one pixel per point, compared exactly.
    public static var image: Snapshotting { image() }

    /// The layer tree (laid out and displayed first) rendered at one pixel per point.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<CGImage, CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { layer in renderLayer(layer, scale: 1) }
    }
}

extension Snapshotting where Value == UIView, Format == CGImage {
    /// The view and its subviews rendered as they look, compared exactly.
    public static var image: Snapshotting { image() }

    /// The view (resized to `size` first when given) and its subviews, laid out, rendered at
    /// its screen's scale (one pixel per point when it is in no window); transparent where
    /// nothing is drawn.
    public static func image(
        precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil
    ) -> Snapshotting {
        Snapshotting<CGImage, CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { view in
                if let size { view.frame.size = size }
                (view.window ?? view).layoutIfNeeded()
                let scale = view.window.map { $0.screen.scale } ?? 1
                return renderLayer(view.layer, scale: scale)
            }
    }
}

extension Snapshotting where Value == VirtualDevice, Format == CGImage {
    /// The device's screen as it is now (`VirtualDevice.screenshot()`), compared exactly.
    public static var image: Snapshotting { image() }

    /// The device's screen as it is now, compared with the given tolerances.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1) -> Snapshotting {
        Snapshotting<CGImage, CGImage>.image(precision: precision, perceptualPrecision: perceptualPrecision)
            .pullback { $0.screenshot() }
    }
}

/// Commits the implicit transaction (its layout and display passes), as a screen update would,
/// so the rendered tree is current and a detached tree is not held by the pending commit;
/// then redraws what is still marked for display and renders the layer tree.
@MainActor
func renderLayer(_ layer: CALayer, scale: CGFloat) -> CGImage {
    CATransaction.flush()
    layer.layoutIfNeeded()
    func display(_ l: CALayer) {
        l.displayIfNeeded()
        if let mask = l.mask { display(mask) }
        for sub in l.sublayers ?? [] { display(sub) }
    }
    display(layer)
    return LayerRenderer.snapshot(of: layer, scale: scale) ?? CGImage(width: 0, height: 0, rgba: [])!
}
