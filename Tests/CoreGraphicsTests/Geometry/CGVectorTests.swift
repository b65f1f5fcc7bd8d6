import Testing

@testable import CoreGraphics

@Suite struct CGVectorTests {
    @Test func initialisersStoreComponents() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: CGFloat(1), dy: CGFloat(2)))
        #expect(CGVector(dx: 1.5, dy: -2.5).dx == 1.5)
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
        #expect(CGVector(dx: 3, dy: 4).description == "(3.0, 4.0)")
    }
}
