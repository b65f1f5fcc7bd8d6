import UIKitHost

/// A 25 × 40 grid of 1,000 views laid out by anchors alone (about 4,000 constraints): equal
/// widths per row and heights per column, 2-point gaps, 4-point insets from the safe area.
@MainActor
private func makeGrid(in container: UIView) -> [[UIView]] {
    let columns = 25, rows = 40
    var cells: [[UIView]] = []
    var constraints: [NSLayoutConstraint] = []
    let safe = container.safeAreaLayoutGuide
    for r in 0..<rows {
        var row: [UIView] = []
        for c in 0..<columns {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(v)
            if c == 0 {
                constraints.append(v.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 4))
            } else {
                constraints.append(v.leadingAnchor.constraint(equalTo: row[c - 1].trailingAnchor, constant: 2))
                constraints.append(v.widthAnchor.constraint(equalTo: row[0].widthAnchor))
            }
            if r == 0 {
                constraints.append(v.topAnchor.constraint(equalTo: safe.topAnchor, constant: 4))
            } else {
                constraints.append(v.topAnchor.constraint(equalTo: cells[r - 1][c].bottomAnchor, constant: 2))
                constraints.append(v.heightAnchor.constraint(equalTo: cells[0][c].heightAnchor))
            }
            if c == columns - 1 {
                constraints.append(v.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -4))
            }
            if r == rows - 1 { constraints.append(v.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -4)) }
            row.append(v)
        }
        cells.append(row)
    }
    NSLayoutConstraint.activate(constraints)
    return cells
}

@MainActor
func runLayoutBenchmarks() {
    print("Auto Layout benchmark: 1,000 views in a 25 x 40 grid, constrained with anchors (390 x 844 window)")
    var builds: [Double] = []
    var constantChanges: [Double] = []
    var rotations: [Double] = []
    var solverShares: [Double] = []
    var constraintCount = 0
    var sample = CGRect.zero
    for _ in 0..<5 {
        let device = VirtualDevice()
        let container = UIView(frame: device.window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        device.window.addSubview(container)
        device.runUntilIdle()
        var cells: [[UIView]] = []
        builds.append(
            medianSeconds(iterations: 1) {
                cells = makeGrid(in: container)
                container.layoutIfNeeded()
            })
        constraintCount = container.constraints.count
        sample = cells[39][24].frame
        let first = container.constraints.first { $0.firstItem === cells[0][0] && $0.firstAttribute == .leading }!
        var step: CGFloat = 0
        constantChanges.append(
            medianSeconds(iterations: 31) {
                step += 1
                first.constant = 4 + step.truncatingRemainder(dividingBy: 8)
                container.layoutIfNeeded()
            })
        var landscape = false
        func rotate() {
            landscape.toggle()
            container.frame =
                landscape
                ? CGRect(x: 0, y: 0, width: 844, height: 390) : CGRect(x: 0, y: 0, width: 390, height: 844)
        }
        // The engine's share: re-pinning the container and its safe area and solving, before
        // any frame is applied.
        let engine = LayoutEngine.existingEngine(for: container)!
        var flushes: [Double] = []
        for _ in 0..<11 {
            rotate()
            flushes.append(medianSeconds(iterations: 1) { engine.flushIfNeeded() })
            container.layoutIfNeeded()
        }
        solverShares.append(flushes.sorted()[flushes.count / 2])
        rotations.append(
            medianSeconds(iterations: 11) {
                rotate()
                container.layoutIfNeeded()
            })
    }
    func ms(_ values: [Double]) -> String {
        let m = values.sorted()[values.count / 2] * 1000
        return m < 1 ? "\((m * 1000).rounded()) µs" : "\((m * 100).rounded() / 100) ms"
    }
    print("| step | median | |")
    print("|---|---|---|")
    print(
        "| activate \(constraintCount) constraints + first layout of 1,000 views | \(ms(builds)) | medians of 5 fresh worlds |"
    )
    print(
        "| change one constant + layoutIfNeeded (a row of 25 views moves) | \(ms(constantChanges)) | constant shifted in place |"
    )
    print("| resize the container (rotation) + layoutIfNeeded (all 1,000 move) | \(ms(rotations)) | |")
    print(
        "| of which the engine (re-pin container and safe area, solve) | \(ms(solverShares)) | pins shifted in place |")
    print("Check: the last cell sits at \(sample) in portrait.")
    print("")
}
