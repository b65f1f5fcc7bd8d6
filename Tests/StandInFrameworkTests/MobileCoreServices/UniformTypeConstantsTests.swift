import MobileCoreServices
import Testing

/// The uniform type identifiers apps read from MobileCoreServices.
@Suite struct UniformTypeConstantsTests {
    @Test func aTypeConstantCastToAStringIsItsIdentifier() {
        // The way iOS code writes it (the constant is a CFString there).
        let jpeg = kUTTypeJPEG as String
        #expect(jpeg == "public.jpeg")
        #expect(kUTTypePlainText as String == "public.plain-text")
        #expect([kUTTypeImage, kUTTypeMovie].map { $0 as String } == ["public.image", "public.movie"])
    }
}
