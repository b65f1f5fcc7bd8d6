import GalleryApp
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite struct GalleryTests {
    let device = VirtualDevice()
    let gallery = GalleryViewController()
    let navigation: UINavigationController

    init() {
        navigation = UINavigationController(rootViewController: gallery)
        device.window.rootViewController = navigation
        device.runUntilIdle()
    }

    @Test func tilesSitOnTheirConstraints() {
        let first = gallery.tiles[0].convert(gallery.tiles[0].bounds, to: nil)
        #expect(first.width == 180)
        #expect(first.height == first.width)
        #expect(first.minX == 10)
        #expect(first.minY == gallery.view.safeAreaInsets.top + 10)
    }

    @Test func tappingATileZoomsThePhotoOutOfIt() throws {
        let tile = gallery.tiles[2]
        let center = tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: nil)
        device.tap(at: center)
        device.advance(by: 0.05)
        let photo = try #require(gallery.presentedViewController as? PhotoViewController)
        #expect(photo.color == tile.backgroundColor)
        #expect(gallery.selected === tile)
        let early = photo.view.layer.presentation()!.transform
        #expect(early.m11 < 0.6)
        #expect(device.runUntilIdle())
        #expect(photo.view.transform.isIdentity)
        #expect(photo.view.frame == device.window.bounds)

        photo.dismiss(animated: true)
        #expect(device.runUntilIdle())
        #expect(gallery.presentedViewController == nil)
        #expect(photo.view.window == nil)
    }

    @Test func tilesAndControllersWorkInCollections() {
        let byTag = Dictionary(uniqueKeysWithValues: gallery.tiles.map { ($0, $0.tag) })
        #expect(byTag[gallery.tiles[3]] == 3)
        #expect(navigation.viewControllers.contains(gallery))
        #expect(Set(gallery.tiles).count == 4)
    }
}
