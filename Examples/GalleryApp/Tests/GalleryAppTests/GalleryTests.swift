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

    @Test func circleRevealShowsThePhotoInsideAGrowingCircle() throws {
        let reveal = CircleReveal()
        reveal.origin = CGPoint(x: 100, y: 100)
        let photo = UIViewController()
        photo.view.backgroundColor = .red
        photo.modalPresentationStyle = .overFullScreen
        photo.transitioningDelegate = reveal
        let corner = device.screenshot().pixel(x: 389, y: 843)
        gallery.present(photo, animated: true)
        device.advance(by: 0.1)
        let snapshot = try #require(device.window.snapshotView(afterScreenUpdates: false))
        let image = try #require(snapshot.layer.contents as? CGImage)
        #expect(image.pixel(x: 100, y: 100).r == 255)
        #expect(image.pixel(x: 389, y: 843) == corner)
        #expect(device.runUntilIdle())
        #expect(photo.view.layer.mask == nil)
        #expect(device.screenshot().pixel(x: 389, y: 843) == (255, 0, 0, 255))
        // Rendered screens are premultiplied, alpha first, as Core Animation's surfaces are.
        #expect(device.screenshot().alphaInfo == .premultipliedFirst)
        #expect(image.alphaInfo == .premultipliedFirst)
    }

    @Test func tilesAndControllersWorkInCollections() {
        let byTag = Dictionary(uniqueKeysWithValues: gallery.tiles.map { ($0, $0.tag) })
        #expect(byTag[gallery.tiles[3]] == 3)
        #expect(navigation.viewControllers.contains(gallery))
        #expect(Set(gallery.tiles).count == 4)
    }
}
