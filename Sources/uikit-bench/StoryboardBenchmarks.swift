import Foundation
import UIKitHost

/// A storyboard of `scenes` scenes as Xcode writes them: each a controller with a label, a
/// button, an image view and four constraints, all reachable by storyboard ID.
func makeBenchmarkStoryboard(scenes: Int) -> String {
    var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc-0">
            <scenes>

        """
    for i in 0..<scenes {
        xml += """
                    <scene sceneID="sc-\(i)">
                        <objects>
                            <viewController storyboardIdentifier="S\(i)" title="Scene \(i)" id="vc-\(i)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="v-\(i)">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Scene \(i)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="l-\(i)">
                                            <rect key="frame" x="20" y="100" width="200" height="21"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                            <color key="textColor" systemColor="labelColor"/>
                                        </label>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="b-\(i)">
                                            <rect key="frame" x="20" y="140" width="100" height="44"/>
                                            <state key="normal" title="Next"/>
                                        </button>
                                        <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="i-\(i)">
                                            <rect key="frame" x="20" y="200" width="40" height="40"/>
                                            <imageReference key="image" image="star" catalog="system"/>
                                        </imageView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="g-\(i)"/>
                                    <color key="backgroundColor" red="0.9" green="0.9" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <constraints>
                                        <constraint firstItem="l-\(i)" firstAttribute="top" secondItem="g-\(i)" secondAttribute="top" constant="20" id="c1-\(i)"/>
                                        <constraint firstItem="l-\(i)" firstAttribute="leading" secondItem="g-\(i)" secondAttribute="leading" constant="20" id="c2-\(i)"/>
                                        <constraint firstItem="b-\(i)" firstAttribute="top" secondItem="l-\(i)" secondAttribute="bottom" constant="8" id="c3-\(i)"/>
                                        <constraint firstItem="i-\(i)" firstAttribute="top" secondItem="b-\(i)" secondAttribute="bottom" constant="8" priority="750" id="c4-\(i)"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Scene \(i)" id="n-\(i)"/>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-\(i)" sceneMemberID="firstResponder"/>
                        </objects>
                        <point key="canvasLocation" x="\(i * 700)" y="0"/>
                    </scene>

            """
    }
    xml += "    </scenes>\n</document>\n"
    return xml
}

/// Reads a generated 200-scene storyboard from disk (a new file each time, so nothing is
/// cached) and instantiates every scene with its view loaded.
@MainActor
func runStoryboardBenchmarks() {
    let scenes = 200
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-bench-storyboards-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = makeBenchmarkStoryboard(scenes: scenes)
    let iterations = 9
    for i in 0..<iterations {
        try? Data(text.utf8).write(to: directory.appendingPathComponent("Bench\(i).storyboard"))
    }
    guard let bundle = Bundle(path: directory.path) else { return print("storyboard: no bundle at \(directory.path)") }
    _ = VirtualDevice()
    var next = 0
    var loaded = 0
    let median = medianSeconds(iterations: iterations) {
        let storyboard = UIStoryboard(name: "Bench\(next)", bundle: bundle)
        next += 1
        for i in 0..<scenes {
            let controller = storyboard.instantiateViewController(withIdentifier: "S\(i)")
            controller.loadViewIfNeeded()
            if controller.title == "Scene \(i)" { loaded += 1 }
        }
    }
    precondition(loaded == scenes * iterations, "the benchmark storyboard did not load")
    print("Storyboard benchmark: \(scenes) scenes (\(text.utf8.count / 1024) KiB), parse + instantiate every scene")
    print("| storyboard | median | goal |")
    print("|---|---|---|")
    print("| \(scenes) scenes | \(String(format: "%.1f ms", median * 1000)) | < 50 ms |")
}
