/// The bitmap contexts opened with `UIGraphicsBeginImageContextWithOptions`, innermost last,
/// with the format each renders with.
@MainActor private var imageContextStack: [(context: CGContext, format: UIGraphicsImageRendererFormat)] = []

/// Opens a bitmap context of `size` points and makes it current, as UIKit's
/// `UIGraphicsBeginImageContextWithOptions`; a `scale` of 0 means the main screen's.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = opaque
    if scale > 0 { format.scale = scale }
    format.bounds = CGRect(origin: .zero, size: size)
    let context = CGContext(size: size)
    context.backingScale = format.scale
    imageContextStack.append((context, format))
    UIGraphicsPushContext(context)
}

/// Opens a transparent bitmap context of `size` points at a scale of 1, as UIKit's
/// `UIGraphicsBeginImageContext`.
@preconcurrency @MainActor
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image drawn so far in the innermost image context, or nil when the current context is
/// not one, as UIKit's `UIGraphicsGetImageFromCurrentImageContext`.
@preconcurrency @MainActor
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = imageContextStack.last, UIGraphicsGetCurrentContext() === top.context else { return nil }
    return UIGraphicsImageRenderer.image(of: top.context, format: top.format)
}

/// Closes the innermost image context and restores the context current before it, as UIKit's
/// `UIGraphicsEndImageContext`.
@preconcurrency @MainActor
public func UIGraphicsEndImageContext() {
    guard let top = imageContextStack.popLast() else { return }
    if UIGraphicsGetCurrentContext() === top.context { UIGraphicsPopContext() }
}
