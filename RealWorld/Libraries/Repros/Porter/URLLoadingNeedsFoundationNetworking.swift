// Cause: URL loading types live in FoundationNetworking on Linux.
// Stops: SKPhotoBrowser, after its first blocker (SKCache.swift, SKPhoto.swift: 12 errors).
// Errors: cannot find type 'URLRequest' in scope; 'CachedURLResponse' is unavailable: This type
// has moved to the FoundationNetworking module.
// Expected: uikit-port adds `#if canImport(FoundationNetworking) import FoundationNetworking
// #endif` to a file that uses URLSession, URLRequest, URLResponse or URLCache.
import UIKit

func fetchImage(_ url: URL, completion: @escaping (UIImage?) -> Void) {
    let request = URLRequest(url: url)
    let task = URLSession.shared.dataTask(with: request) { data, _, _ in
        completion(data.flatMap { UIImage(data: $0) })
    }
    task.resume()
}
