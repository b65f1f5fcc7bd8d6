extension UIImage {
    /// JPEG data of the stored bitmap at `compressionQuality` 0...1 (libjpeg); alpha is dropped,
    /// transparent pixels becoming black. Nil for an empty image.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let image = cgImage, image.width > 0, image.height > 0 else { return nil }
        return JPEGEncoder.encode(
            rgba: image.pixels, width: image.width, height: image.height, quality: Double(compressionQuality)
        ).map { Data($0) }
    }
}
