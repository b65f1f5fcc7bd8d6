import Testing

@testable import QuartzCore

@Suite struct CAMediaTimingFunctionTests {
    private func controlPoints(_ f: CAMediaTimingFunction) -> [Float] {
        var out: [Float] = []
        for i in 0...3 {
            var p: [Float] = [-9, -9]
            f.getControlPoint(at: i, values: &p)
            out += p
        }
        return out
    }

    @Test func namedCurvesHaveApplesDocumentedControlPoints() {
        let expected: [(CAMediaTimingFunctionName, [Float])] = [
            (.linear, [0, 0, 0, 0, 1, 1, 1, 1]),
            (.easeIn, [0, 0, 0.42, 0, 1, 1, 1, 1]),
            (.easeOut, [0, 0, 0, 0, 0.58, 1, 1, 1]),
            (.easeInEaseOut, [0, 0, 0.42, 0, 0.58, 1, 1, 1]),
            (.default, [0, 0, 0.25, 0.1, 0.25, 1, 1, 1]),
        ]
        for (name, points) in expected {
            #expect(controlPoints(CAMediaTimingFunction(name: name)) == points, "\(name.rawValue)")
        }
    }

    @Test func namesHaveApplesRawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
    }

    @Test func customControlPointsAreReportedBack() {
        let f = CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)
        #expect(controlPoints(f) == [0, 0, 0.1, 0.2, 0.3, 0.4, 1, 1])
    }

    @Test func outOfRangeControlPointIndexWritesNothing() {
        var p: [Float] = [7, 7]
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: 4, values: &p)
        CAMediaTimingFunction(name: .easeIn).getControlPoint(at: -1, values: &p)
        #expect(p == [7, 7])
    }

    @Test func unknownNameGivesLinearPacing() {
        let f = CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: "bouncy"))
        #expect(abs(f.evaluate(0.3) - 0.3) < 1e-7)
    }

    @Test func linearIsTheIdentity() {
        let f = CAMediaTimingFunction(name: .linear)
        for i in 0...20 {
            let x = Double(i) / 20
            #expect(abs(f.evaluate(x) - x) < 1e-7)
        }
    }

    // Expected values bisect x(s) = x on 0...1 to 30 digits for the Float control points, then take y(s).
    @Test func namedCurvesMatchReferenceValues() {
        let cases: [(CAMediaTimingFunctionName, [(Double, Double)])] = [
            (
                .easeInEaseOut,
                [
                    (0.1, 0.019722454786), (0.25, 0.129161938761), (0.5, 0.500000019269),
                    (0.75, 0.870838077756), (0.9, 0.980277547964),
                ]
            ),
            (
                .default,
                [
                    (0.1, 0.094796306204), (0.25, 0.408510591994), (0.5, 0.802403387867),
                    (0.75, 0.960458978411), (0.9, 0.994316477494),
                ]
            ),
            (
                .easeIn,
                [
                    (0.1, 0.017026610491), (0.25, 0.093464654016), (0.5, 0.315356818764),
                    (0.75, 0.621861874649), (0.9, 0.839427848666),
                ]
            ),
            (
                .easeOut,
                [
                    (0.1, 0.160572157932), (0.25, 0.378138137792), (0.5, 0.684643195307),
                    (0.75, 0.906535353477), (0.9, 0.982973391417),
                ]
            ),
        ]
        for (name, points) in cases {
            let f = CAMediaTimingFunction(name: name)
            for (x, y) in points {
                #expect(abs(f.evaluate(x) - y) < 1e-6, "\(name.rawValue) at \(x)")
            }
        }
    }

    @Test func endsAreExactAndInputIsClamped() {
        for name: CAMediaTimingFunctionName in [.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            #expect(abs(f.evaluate(0)) < 1e-6)
            #expect(abs(f.evaluate(1) - 1) < 1e-6)
            #expect(f.evaluate(-0.5) == f.evaluate(0))
            #expect(f.evaluate(1.5) == f.evaluate(1))
        }
    }

    @Test func flatStartUsesTheBisectionFallback() {
        // Slope of x(s) is 0 at s = 0 and 1, where Newton's step is useless.
        let f = CAMediaTimingFunction(controlPoints: 0, 0.5, 1, 0.5)
        for x in [1e-9, 0.001, 0.01, 0.5, 0.99, 0.999] {
            let y = f.evaluate(x)
            #expect(y >= 0 && y <= 1)
        }
        #expect(abs(f.evaluate(0.5) - 0.5) < 1e-6)
    }

    @Test func evaluationIsMonotonicForMonotonicCurves() {
        for name: CAMediaTimingFunctionName in [.easeIn, .easeOut, .easeInEaseOut, .default] {
            let f = CAMediaTimingFunction(name: name)
            var previous = -1.0
            for i in 0...1000 {
                let y = f.evaluate(Double(i) / 1000)
                #expect(y >= previous - 1e-7)
                previous = y
            }
        }
    }

    @Test func overshootingCurvesGoBeyondOne() {
        // Control point y values above 1 give a back-out overshoot, as in Core Animation.
        let f = CAMediaTimingFunction(controlPoints: 0.2, 1.5, 0.4, 1.2)
        #expect(f.evaluate(0.5) > 1)
    }
}
