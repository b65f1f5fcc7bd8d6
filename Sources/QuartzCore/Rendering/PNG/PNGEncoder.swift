// TEMPORARY STUB (replaced by the PNG helper's implementation)
import CZlib
package enum PNGEncoder {
    package static func encode(rgba: [UInt8], width: Int, height: Int) -> [UInt8] { [137, 80, 78, 71, 13, 10, 26, 10] }
}
package enum PNGDecoder {
    package struct Failure: Error {}
    package static func decode(_ bytes: [UInt8]) throws -> (width: Int, height: Int, rgba: [UInt8]) { throw Failure() }
}
package struct APNGEncoder {
    package init(width: Int, height: Int) {}
    package mutating func addFrame(rgba: [UInt8], delayNumerator: UInt16, delayDenominator: UInt16) {}
    package func finish() -> [UInt8] { [] }
}
