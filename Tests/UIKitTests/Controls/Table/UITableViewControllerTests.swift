import Testing
import UIKitTesting

@testable import UIKit

/// A menu as the seed tutorial writes one: rows that push a detail controller.
final class MenuController: UITableViewController {
    var selections: [Int] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = "Item \(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath.row)
        let detail = UIViewController()
        detail.title = "Item \(indexPath.row)"
        navigationController?.pushViewController(detail, animated: true)
    }
}

@MainActor
@Suite(.checksLifetimes) struct UITableViewControllerTests {
    func scene() -> (VirtualDevice, MenuController, UINavigationController) {
        let device = VirtualDevice()
        let menu = MenuController(style: .plain)
        let nav = UINavigationController(rootViewController: menu)
        device.window.rootViewController = nav
        device.runUntilIdle()
        return (device, menu, nav)
    }

    @Test func theTableIsTheViewAndTheControllerFeedsIt() {
        let (device, menu, _) = scene()
        #expect(menu.view === menu.tableView)
        #expect(menu.tableView.dataSource === menu)
        #expect(menu.tableView.delegate === menu)
        #expect(menu.clearsSelectionOnViewWillAppear)
        #expect(menu.tableView.numberOfRows(inSection: 0) == 20)
        #expect(menu.tableView.visibleCells.first?.textLabel?.text == "Item 0")
        // The first row starts below the navigation bar.
        let firstRow = menu.tableView.convert(menu.tableView.rect(forRow: IndexPath(row: 0, section: 0)), to: nil)
        #expect(firstRow.minY == menu.view.safeAreaInsets.top)
        #expect(firstRow.minY > 47)
        device.runUntilIdle()
    }

    @Test func poppingBackDeselectsTheRowAlongsideThePop() throws {
        let (device, menu, nav) = scene()
        let table = try #require(menu.tableView)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        let point = table.convert(cell.center, to: nil)
        device.tap(at: point)
        #expect(menu.selections == [2])
        device.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        nav.popViewController(animated: true)
        device.advance(by: 0.05)
        #expect(table.indexPathForSelectedRow == nil)
        #expect(cell.isSelected == false)
        device.runUntilIdle()
        #expect(nav.topViewController === menu)
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test func aCancelledInteractivePopRestoresTheSelection() throws {
        let (device, menu, nav) = scene()
        let table = try #require(menu.tableView)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        nav.pushViewController(UIViewController(), animated: false)
        device.runUntilIdle()
        device.beginTouches(at: [CGPoint(x: 4, y: 400)])
        var x: CGFloat = 4
        while x < 100 {
            x += 2
            device.advance(by: 1.0 / 60)
            device.moveTouches(to: [CGPoint(x: x, y: 400)])
        }
        #expect(table.indexPathForSelectedRow == nil)
        device.endTouches()
        device.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
    }

    @Test func keepingTheSelectionWhenAskedTo() throws {
        let (device, menu, nav) = scene()
        menu.clearsSelectionOnViewWillAppear = false
        menu.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        nav.pushViewController(UIViewController(), animated: true)
        device.runUntilIdle()
        nav.popViewController(animated: true)
        device.runUntilIdle()
        #expect(menu.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test func tablesCellsAndControllersAreFreedAfterTeardown() {
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        weak var weakMenu: MenuController?
        do {
            let device = VirtualDevice()
            let menu = MenuController(style: .grouped)
            device.window.rootViewController = menu
            device.runUntilIdle()
            weakTable = menu.tableView
            weakCell = menu.tableView.visibleCells.first
            weakMenu = menu
            #expect(weakCell != nil)
            device.window.rootViewController = nil
            device.runUntilIdle()
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil)
        #expect(weakMenu == nil)
    }
}
