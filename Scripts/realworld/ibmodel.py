"""Reading storyboards and xibs for the real-world harness: the element tree with lookups by id,
scenes and their controllers, and what a custom class's base class is."""

import os
import re
import xml.etree.ElementTree as ET

# The UIKit class each Interface Builder element stands for.
BASE_CLASS = {
    "viewController": "UIViewController", "tableViewController": "UITableViewController",
    "collectionViewController": "UICollectionViewController",
    "navigationController": "UINavigationController", "tabBarController": "UITabBarController",
    "splitViewController": "UISplitViewController", "pageViewController": "UIPageViewController",
    "hostingController": "UIHostingController", "avPlayerViewController": "AVPlayerViewController",
    "glkViewController": "GLKViewController",
    "view": "UIView", "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
    "collectionReusableView": "UICollectionReusableView", "label": "UILabel", "button": "UIButton",
    "imageView": "UIImageView", "textField": "UITextField", "textView": "UITextView",
    "scrollView": "UIScrollView", "tableView": "UITableView", "collectionView": "UICollectionView",
    "stackView": "UIStackView", "segmentedControl": "UISegmentedControl", "slider": "UISlider",
    "switch": "UISwitch", "stepper": "UIStepper", "activityIndicatorView": "UIActivityIndicatorView",
    "progressView": "UIProgressView", "pageControl": "UIPageControl", "pickerView": "UIPickerView",
    "datePicker": "UIDatePicker", "searchBar": "UISearchBar", "navigationBar": "UINavigationBar",
    "toolbar": "UIToolbar", "tabBar": "UITabBar", "barButtonItem": "UIBarButtonItem",
    "navigationItem": "UINavigationItem", "tabBarItem": "UITabBarItem",
    "visualEffectView": "UIVisualEffectView", "mapView": "MKMapView", "wkWebView": "WKWebView",
    "webView": "UIWebView", "glkView": "GLKView", "control": "UIControl",
    "tapGestureRecognizer": "UITapGestureRecognizer", "panGestureRecognizer": "UIPanGestureRecognizer",
    "pinchGestureRecognizer": "UIPinchGestureRecognizer",
    "swipeGestureRecognizer": "UISwipeGestureRecognizer",
    "pongPressGestureRecognizer": "UILongPressGestureRecognizer",  # sic: Xcode writes this name
    "longPressGestureRecognizer": "UILongPressGestureRecognizer",
    "screenEdgePanGestureRecognizer": "UIScreenEdgePanGestureRecognizer",
    "collectionViewFlowLayout": "UICollectionViewFlowLayout",
    "collectionViewLayout": "UICollectionViewLayout", "customObject": "NSObject",
    "constraint": "NSLayoutConstraint", "layoutGuide": "UILayoutGuide",
    "refreshControl": "UIRefreshControl", "searchDisplayController": "UISearchDisplayController",
}
# System classes documents name as custom classes (a custom class of a system type).
SYSTEM_NAMES = set(BASE_CLASS.values()) | {"UIResponder", "UIApplication", "UIWindow", "UIControl",
                                           "UIScrollView", "UIGestureRecognizer", "NSLayoutConstraint"}
CONTROLLER_TAGS = {tag for tag, name in BASE_CLASS.items() if name.endswith("Controller") and tag.endswith(
    "Controller") and tag not in ("refreshControl", "searchDisplayController")}
# Members a subclass inherits: an outlet or attribute of that name is the base class's own.
INHERITED = {
    "UIViewController": {"view", "navigationItem", "tabBarItem", "title", "searchDisplayController",
                         "toolbarItems", "storyboard", "presentationController"},
    "UITableViewController": {"tableView", "refreshControl"},
    "UICollectionViewController": {"collectionView"},
    "UINavigationController": {"navigationBar", "toolbar"},
    "UITabBarController": {"tabBar"},
    "UITableViewCell": {"textLabel", "detailTextLabel", "imageView", "contentView", "accessoryView",
                        "backgroundView", "selectedBackgroundView"},
    "UICollectionViewCell": {"contentView", "backgroundView", "selectedBackgroundView"},
    "UIButton": {"titleLabel", "imageView"},
    "UIView": {"backgroundColor", "tintColor", "alpha", "isHidden", "hidden", "tag", "clipsToBounds",
               "inputView", "inputAccessoryView", "accessibilityIdentifier", "accessibilityLabel"},
    "UITableView": {"delegate", "dataSource"},
    "UICollectionView": {"delegate", "dataSource"},
    "UIScrollView": {"delegate"},
    "UITextField": {"delegate"},
    "UITextView": {"delegate"},
}
CONTROLLER_BASES = ["UIViewController", "UITableViewController", "UICollectionViewController",
                    "UINavigationController", "UITabBarController", "UISplitViewController",
                    "UIPageViewController"]
SUPERCLASS = {
    "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
    "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
    "UISplitViewController": "UIViewController", "UIPageViewController": "UIViewController",
    "UITableViewCell": "UIView", "UICollectionViewCell": "UICollectionReusableView",
    "UICollectionReusableView": "UIView", "UIButton": "UIControl", "UIControl": "UIView",
    "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
    "UIScrollView": "UIView", "UITextField": "UIControl", "UISwitch": "UIControl",
    "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl",
    "UIDatePicker": "UIControl", "UIPageControl": "UIControl", "UILabel": "UIView",
    "UIImageView": "UIView", "UIStackView": "UIView", "UISearchBar": "UIView",
    "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIPickerView": "UIView",
    "UINavigationBar": "UIView", "UIToolbar": "UIView", "UITabBar": "UIView",
    "UIVisualEffectView": "UIView", "MKMapView": "UIView", "WKWebView": "UIView",
    "UIWebView": "UIView", "GLKView": "UIView", "UIHostingController": "UIViewController",
    "AVPlayerViewController": "UIViewController", "GLKViewController": "UIViewController",
    "UIBarButtonItem": "NSObject", "UINavigationItem": "NSObject", "UITabBarItem": "NSObject",
    "UICollectionViewFlowLayout": "UICollectionViewLayout", "UICollectionViewLayout": "NSObject",
    "UIStoryboardSegue": "NSObject", "UIView": "NSObject",
}
DELEGATES = {  # (element, outlet) -> protocols the destination adopts
    ("tableView", "dataSource"): ["UITableViewDataSource"],
    ("tableView", "delegate"): ["UITableViewDelegate"],
    ("collectionView", "dataSource"): ["UICollectionViewDataSource"],
    ("collectionView", "delegate"): ["UICollectionViewDelegate"],
    ("textField", "delegate"): ["UITextFieldDelegate"],
    ("textView", "delegate"): ["UITextViewDelegate"],
    ("scrollView", "delegate"): ["UIScrollViewDelegate"],
    ("searchBar", "delegate"): ["UISearchBarDelegate"],
    ("pickerView", "dataSource"): ["UIPickerViewDataSource"],
    ("pickerView", "delegate"): ["UIPickerViewDelegate"],
    ("pageViewController", "dataSource"): ["UIPageViewControllerDataSource"],
    ("tableView", "prefetchDataSource"): ["UITableViewDataSourcePrefetching"],
    ("collectionView", "prefetchDataSource"): ["UICollectionViewDataSourcePrefetching"],
    ("tableView", "dragDelegate"): ["UITableViewDragDelegate"],
    ("tableView", "dropDelegate"): ["UITableViewDropDelegate"],
    ("collectionView", "dragDelegate"): ["UICollectionViewDragDelegate"],
    ("collectionView", "dropDelegate"): ["UICollectionViewDropDelegate"],
}
RUNTIME_TYPES = {"boolean": ("Bool", "false"), "number": ("CGFloat", "0"), "string": ("String?", None),
                 "color": ("UIColor?", None), "size": ("CGSize", ".zero"), "point": ("CGPoint", ".zero"),
                 "rect": ("CGRect", ".zero"), "image": ("UIImage?", None), "localizedString": ("String?", None)}
KEYWORDS = {"default", "class", "func", "var", "let", "in", "is", "as", "self", "Type", "init", "switch",
            "case", "where", "return", "protocol", "extension", "operator", "repeat", "import"}


def swift_identifier(name):
    return f"`{name}`" if name in KEYWORDS else name


SYSTEM_CLASS = re.compile(r"^(UI|NS|MK|WK|GLK|CA)[A-Z][a-z]")


def is_ours(element, module):
    """Whether a custom class belongs to the app: no module named, the target's, or `module`
    (a system class named as a custom class, `UIResponder` for the first responder, is not)."""
    name = element.get("customClass") or ""
    if element.get("customModule") in ("UIKit", "MapKit", "WebKit", "SwiftUI", "AVKit", "GLKit"):
        return False
    if name in SYSTEM_NAMES or (SYSTEM_CLASS.match(name) and element.tag == "placeholder"):
        return False
    if element.get("customModuleProvider") == "target":
        return True
    named = element.get("customModule")
    return named is None or named == module


# Apple's frameworks beside UIKit that OpenUIKit has a stand-in for and the stubs may import
# (a `<mapView>` outlet is an `MKMapView`, as the app declares it, when MapKit is there).
STAND_IN_MODULES = ("MapKit",)


def stand_in_modules(openuikit):
    """The stand-in framework modules the measured OpenUIKit has."""
    return [m for m in STAND_IN_MODULES if os.path.isdir(os.path.join(openuikit, "Sources", m))]


def available_types(openuikit):
    """Class and protocol names OpenUIKit's UIKit module (and its stand-in frameworks the stubs
    may import) declare publicly."""
    names = {"NSObject", "Any"}
    pattern = re.compile(r"^\s*(?:@\w+\s+)*(?:open|public)\s+(?:final\s+)?(?:class|protocol)\s+([A-Z]\w+)")
    folders = [os.path.join(openuikit, "Sources", m) for m in ["UIKit"] + stand_in_modules(openuikit)]
    for folder, _, files in (walked for root in folders for walked in os.walk(root)):
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(folder, name), encoding="utf-8") as handle:
                    for line in handle:
                        match = pattern.match(line)
                        if match:
                            names.add(match.group(1))
    return names


class Document:
    def __init__(self, path, root):
        self.path = path
        self.root = root
        self.ids = {}
        self.parents = {}
        for parent in root.iter():
            for child in parent:
                self.parents[child] = parent
            if parent.get("id"):
                self.ids[parent.get("id")] = parent
        self.scenes = list(root.iter("scene"))

    @property
    def is_storyboard(self):
        return self.path.endswith(".storyboard")

    def scene_of(self, element):
        while element is not None and element.tag != "scene":
            element = self.parents.get(element)
        return element

    def controller_of(self, scene):
        if scene is None:
            return None
        objects = scene.find("objects")
        for element in (objects if objects is not None else []):
            if element.tag in CONTROLLER_TAGS or element.tag.endswith("Controller"):
                return element
        return None

    def initial_controller(self):
        return self.ids.get(self.root.get("initialViewController"))

    def segues(self):
        return list(self.root.iter("segue"))

    def presenters(self, scene):
        """Scenes with a segue to `scene`, or to a container whose relationship leads to it."""
        targets = {self.controller_of(scene)}
        # A navigation controller whose root is the scene presents on its behalf.
        for segue in self.segues():
            if segue.get("kind") == "relationship" and self.ids.get(segue.get("destination")) in targets:
                targets.add(self.controller_of(self.scene_of(segue)))
        found = []
        for segue in self.segues():
            if segue.get("kind") in ("relationship", "unwind", "embed"):
                continue
            if self.ids.get(segue.get("destination")) in targets:
                presenter = self.scene_of(segue)
                if presenter is not None and presenter is not scene and presenter not in found:
                    found.append(presenter)
        return found


def load_document(path):
    return Document(path, ET.parse(path).getroot())


# Library modules the harness declares stubs for (set by storyboards.py before planning).
LIBRARY_MODULES = set()


def is_library(element):
    """Whether `element`'s custom class belongs to a library module the harness builds."""
    return (element.get("customModule") in LIBRARY_MODULES and element.get("customModuleProvider") != "target"
            and bool(element.get("customClass")))


def class_name(element, module):
    """The class a running app has for `element`: its custom class when the app or a library it
    links declares it (the stubs do), else the UIKit class."""
    if element is None:
        return None
    if element.get("customClass") and (is_ours(element, module) or is_library(element)):
        return element.get("customClass")
    return BASE_CLASS.get(element.tag, "UIView")
