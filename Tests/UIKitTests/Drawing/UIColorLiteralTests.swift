import Testing
import UIKit

@MainActor
@Suite struct UIColorLiteralTests {
    @Test func colourLiteralWithoutContextIsAUIColorWithItsComponents() {
        let colour = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        colour.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0.25, 0.5, 0.75, 0.5])
    }

    @Test func arrayOfColourLiteralsIsAnArrayOfUIColor() {
        // save-the-dot's palette: nineteen literals in one array literal.
        let palette = [
            #colorLiteral(red: 0.08, green: 0.69, blue: 0.54, alpha: 1),
            #colorLiteral(red: 0.125, green: 0.5, blue: 0.375, alpha: 1),
            #colorLiteral(red: 0.93, green: 0.73, blue: 0, alpha: 1),
            #colorLiteral(red: 0.94, green: 0.54, blue: 0, alpha: 1),
            #colorLiteral(red: 0.14, green: 0.78, blue: 0.35, alpha: 1),
            #colorLiteral(red: 0.11, green: 0.64, blue: 0.29, alpha: 1),
            #colorLiteral(red: 0.87, green: 0.41, blue: 0.03, alpha: 1),
            #colorLiteral(red: 0.78, green: 0.24, blue: 0, alpha: 1),
            #colorLiteral(red: 0.14, green: 0.5, blue: 0.83, alpha: 1),
            #colorLiteral(red: 0.11, green: 0.41, blue: 0.67, alpha: 1),
            #colorLiteral(red: 0.88, green: 0.2, blue: 0.16, alpha: 1),
            #colorLiteral(red: 0.7, green: 0.14, blue: 0.1, alpha: 1),
        ]
        #expect(type(of: palette) == [UIColor].self)
        #expect(palette[1] == UIColor(red: 0.125, green: 0.5, blue: 0.375, alpha: 1))
    }
}
