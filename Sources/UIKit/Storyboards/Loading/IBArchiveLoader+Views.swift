import CoreGraphics
import Foundation
import InterfaceBuilderFormat

extension IBArchiveLoader {
    static let viewTags: [String: UIView.Type] = [
        "view": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "textField": UITextField.self, "textView": UITextView.self, "switch": UISwitch.self,
        "segmentedControl": UISegmentedControl.self, "slider": UISlider.self, "stepper": UIStepper.self,
        "pageControl": UIPageControl.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "tableView": UITableView.self, "tableViewCell": UITableViewCell.self, "containerView": UIView.self,
        "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self, "tabBar": UITabBar.self,
        "visualEffectView": UIVisualEffectView.self, "collectionView": UICollectionView.self,
    ].merging(controlViewTags) { base, _ in base }

    /// A static table's sections: each cell is an object of the scene (outlets and segues reach
    /// it), served by `UITableViewController`'s data source methods.
    func makeStaticSections(_ e: IBElement, in table: UITableView) throws {
        var sections: [StaticTableSection] = []
        for section in e.children {
            guard section.name == "tableViewSection" else {
                warn(section, "unknown element <\(section.name)> in <sections> skipped")
                continue
            }
            var made = StaticTableSection(
                headerTitle: section["headerTitle"], footerTitle: section["footerTitle"], cells: [], rowHeights: [:])
            for element in section.child(named: "cells")?.children ?? [] {
                guard element.name == "tableViewCell" else {
                    warn(element, "unknown element <\(element.name)> among static cells skipped")
                    continue
                }
                guard let cell = try makeView(element) as? UITableViewCell else { continue }
                if let height = StoryboardValues.number(element["rowHeight"]) {
                    made.rowHeights[made.cells.count] = height
                }
                made.cells.append(cell)
            }
            sections.append(made)
        }
        table.staticSections = sections
    }

    /// The views of frameworks beside UIKit, by element name, as `Module.Class`.
    static let frameworkViewClassNames = ["mapView": "MapKit.MKMapView", "wkWebView": "WebKit.WKWebView"]

    /// The class of a framework's view element when the program links that framework (MapKit's
    /// or WebKit's stand-in): UIKit finds it by name, as iOS finds a linked framework's classes
    /// (UIKit cannot import those modules, which are built on it).
    static func frameworkViewClass(_ elementName: String) -> UIView.Type? {
        frameworkViewClassNames[elementName].flatMap { _typeByName($0) as? UIView.Type }
    }

    /// Makes a view of the element's class through `init?(coder:)`, then its subviews. A view
    /// element this UIKit has no class for (`<arscnView>`, `<mapView>` without MapKit linked,
    /// ...) becomes a plain `UIView` keeping its frame, subviews and constraints, so the scene
    /// still loads.
    func makeView(_ element: IBElement) throws -> UIView {
        let base: UIView.Type
        if let linked = Self.frameworkViewClass(element.name) {
            base = linked
        } else if let known = Self.viewTags[element.name] {
            base = known
        } else {
            warn(element, "<\(element.name)> is not available here: a plain UIView stands in for it")
            base = UIView.self
        }
        let type = objectClass(element, base: base)
        let coder = try coder(for: element) { [unowned self] object in
            if let view = object as? UIView { self.applyBase(view, element) }
        }
        guard let view = type.init(coder: coder) else {
            throw error(element, "init(coder:) of \(type) returned nil")
        }
        try populate(view, element)
        return view
    }

    /// The generic view settings (frame, colours, flags), applied in UIView's `init?(coder:)`.
    func applyBase(_ view: UIView, _ e: IBElement) {
        if let frame = e.child(named: "rect", key: "frame") { view.frame = StoryboardValues.rect(frame) }
        if let mask = e.child(named: "autoresizingMask", key: "autoresizingMask") {
            view.autoresizingMask = StoryboardValues.autoresizingMask(mask)
        }
        if let mode = StoryboardValues.contentMode(e["contentMode"]) { view.contentMode = mode }
        if let value = StoryboardValues.bool(e["translatesAutoresizingMaskIntoConstraints"]) {
            view.translatesAutoresizingMaskIntoConstraints = value
        }
        if let value = StoryboardValues.bool(e["hidden"]) { view.isHidden = value }
        if let value = StoryboardValues.bool(e["clipsSubviews"]) { view.clipsToBounds = value }
        if let value = StoryboardValues.bool(e["userInteractionEnabled"]) { view.isUserInteractionEnabled = value }
        if let value = StoryboardValues.bool(e["opaque"]) { view.isOpaque = value }
        if let value = StoryboardValues.number(e["alpha"]) { view.alpha = value }
        if let value = e["tag"].flatMap({ Int($0) }) { view.tag = value }
        if let color = e.child(named: "color", key: "backgroundColor") {
            view.backgroundColor = try? StoryboardValues.color(color, named: namedColors, file: file)
        }
        if let color = e.child(named: "color", key: "tintColor") {
            view.tintColor = try? StoryboardValues.color(color, named: namedColors, file: file)
        }
        if let value = StoryboardValues.number(e["horizontalHuggingPriority"]) {
            view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: .horizontal)
        }
        if let value = StoryboardValues.number(e["verticalHuggingPriority"]) {
            view.setContentHuggingPriority(UILayoutPriority(Float(value)), for: .vertical)
        }
    }

    func color(_ e: IBElement, _ key: String) throws -> UIColor? {
        guard let element = e.child(named: "color", key: key) else { return nil }
        return try StoryboardValues.color(element, named: namedColors, file: file)
    }

    /// The element's own settings, its subviews, its layout guides, then records it.
    func populate(_ view: UIView, _ e: IBElement) throws {
        try configure(view, e)
        register(view, e)
        registerLayoutGuides(of: e, in: view)
        if let cell = view as? UITableViewCell, let content = e.child(named: "tableViewCellContentView") {
            try populateContentView(cell.contentView, content)
        }
        if let effect = view as? UIVisualEffectView, let content = e.child(named: "view", key: "contentView") {
            try populateContentView(effect.contentView, content)
        }
        // A toolbar placed in a view (not a navigation controller's) lists its own items.
        if let toolbar = view as? UIToolbar, let items = e.child(named: "items") {
            toolbar.items = try items.children.compactMap(makeBarButtonItem)
        }
        if let table = view as? UITableView {
            for prototype in e.child(named: "prototypes")?.children ?? [] {
                try registerPrototype(prototype, in: table)
            }
            // Xcode writes an empty `<sections/>` in prototype tables too; only a static table's
            // sections are its content (else the controller would answer zero sections).
            if let sections = e.child(named: "sections"), e["dataMode"] != "prototypes" || !sections.children.isEmpty {
                try makeStaticSections(sections, in: table)
            }
        }
        try addSubviews(of: e, to: view)
    }

    /// The layout guides an element declares for its view, by id.
    func registerLayoutGuides(of e: IBElement, in view: UIView) {
        for guide in e.children(named: "viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": layoutGuides[id] = view.safeAreaLayoutGuide
            case "contentLayoutGuide": layoutGuides[id] = (view as? UIScrollView)?.contentLayoutGuide
            case "frameLayoutGuide": layoutGuides[id] = (view as? UIScrollView)?.frameLayoutGuide
            default: layoutGuides[id] = view.layoutMarginsGuide
            }
        }
    }

    /// A content view the owner made (a cell's, a visual effect view's): its frame, its layout
    /// guides and its subviews from the document.
    func populateContentView(_ content: UIView, _ e: IBElement) throws {
        if let frame = e.child(named: "rect", key: "frame") { content.frame = StoryboardValues.rect(frame) }
        register(content, e)
        registerLayoutGuides(of: e, in: content)
        try addSubviews(of: e, to: content)
    }

    func addSubviews(of e: IBElement, to view: UIView) throws {
        for child in e.child(named: "subviews")?.children ?? [] {
            let subview = try makeView(child)
            // Not installed for these size classes: made and connected, not in the hierarchy.
            if let id = child["id"], uninstalled.contains(id) {
                detachedViews.append(subview)
                continue
            }
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
    }

    /// A prototype cell: checked now by building it once, then built afresh by the table's
    /// reuse queue for each `dequeueReusableCell(withIdentifier:)`.
    func registerPrototype(_ e: IBElement, in table: UITableView) throws {
        guard e.name == "tableViewCell" else {
            warn(e, "unknown element <\(e.name)> in <prototypes> skipped")
            return
        }
        guard let identifier = e["reuseIdentifier"] else { return }
        _ = try IBArchiveLoader(copying: self).makeView(e)
        let template = IBArchiveLoader(copying: self)
        table.reuse.register(
            identifier,
            factory: {
                let loader = IBArchiveLoader(copying: template)
                guard let cell = (try? loader.makeView(e)) as? UITableViewCell else {
                    return UITableViewCell(style: .default, reuseIdentifier: identifier)
                }
                try? loader.finish()
                cell.reuseIdentifier = identifier
                return cell
            })
    }

    /// Tag-specific settings.
    func configure(_ view: UIView, _ e: IBElement) throws {
        switch view {
        case let label as UILabel:
            if let text = e["text"] { label.text = text }
            if let font = e.child(named: "fontDescription") { label.font = StoryboardValues.font(font) }
            if let color = try color(e, "textColor") { label.textColor = color }
            if let alignment = StoryboardValues.textAlignment(e["textAlignment"]) { label.textAlignment = alignment }
            if let lines = e["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
        case let button as UIButton:
            try configureButton(button, e)
        case let imageView as UIImageView:
            if let reference = e.child(named: "imageReference", key: "image") {
                imageView.image = StoryboardValues.image(
                    named: reference["image"], system: reference["catalog"] == "system")
            } else if let name = e["image"] {
                imageView.image = StoryboardValues.image(named: name, system: false)
            }
        case let field as UITextField:
            if let text = e["text"] { field.text = text }
            if let placeholder = e["placeholder"] { field.placeholder = placeholder }
            if let font = e.child(named: "fontDescription") { field.font = StoryboardValues.font(font) }
            if let color = try color(e, "textColor") { field.textColor = color }
            if let alignment = StoryboardValues.textAlignment(e["textAlignment"]) { field.textAlignment = alignment }
            let styles: [String: UITextField.BorderStyle] = [
                "roundedRect": .roundedRect, "line": .line, "bezel": .bezel, "none": .none,
            ]
            if let style = e["borderStyle"].flatMap({ styles[$0] }) { field.borderStyle = style }
            if let secure = e.child(named: "textInputTraits")?["secureTextEntry"] {
                field.isSecureTextEntry = StoryboardValues.bool(secure) ?? false
            }
        case let toggle as UISwitch:
            toggle.isOn = StoryboardValues.bool(e["on"]) ?? false
            if let color = try color(e, "onTintColor") { toggle.onTintColor = color }
        case let segmented as UISegmentedControl:
            for (index, segment) in (e.child(named: "segments")?.children(named: "segment") ?? []).enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let index = e["selectedSegmentIndex"].flatMap({ Int($0) }) { segmented.selectedSegmentIndex = index }
        case let slider as UISlider:
            if let value = StoryboardValues.number(e["minValue"]) { slider.minimumValue = Float(value) }
            if let value = StoryboardValues.number(e["maxValue"]) { slider.maximumValue = Float(value) }
            if let value = StoryboardValues.number(e["value"]) { slider.value = Float(value) }
        case let stack as UIStackView:
            if e["axis"] == "vertical" { stack.axis = .vertical }
            if let spacing = StoryboardValues.number(e["spacing"]) { stack.spacing = spacing }
            let distributions: [String: UIStackView.Distribution] = [
                "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
                "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
            ]
            if let value = e["distribution"].flatMap({ distributions[$0] }) { stack.distribution = value }
            let alignments: [String: UIStackView.Alignment] = [
                "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing,
                "bottom": .bottom, "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline,
            ]
            if let value = e["alignment"].flatMap({ alignments[$0] }) { stack.alignment = value }
        case let table as UITableView:
            if let height = StoryboardValues.number(e["rowHeight"]), height >= 0 { table.rowHeight = height }
            try configureTableHeaderAndFooter(table, e)
        case let cell as UITableViewCell:
            if e["selectionStyle"] == "none" { cell.selectionStyle = .none }
            let accessories: [String: UITableViewCell.AccessoryType] = [
                "disclosureIndicator": .disclosureIndicator, "checkmark": .checkmark,
                "detailButton": .detailButton, "detailDisclosureButton": .detailDisclosureButton,
            ]
            if let accessory = e["accessoryType"].flatMap({ accessories[$0] }) { cell.accessoryType = accessory }
        default: try configureControls(view, e)
        }
    }

    private static let buttonTypes: [String: UIButton.ButtonType] = [
        "system": .system, "custom": .custom, "detailDisclosure": .detailDisclosure,
        "infoLight": .infoLight, "infoDark": .infoDark, "contactAdd": .contactAdd, "close": .close,
        "roundedRect": .system,
    ]

    private static let buttonStates: [String: UIControl.State] = [
        "normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled,
    ]

    func configureButton(_ button: UIButton, _ e: IBElement) throws {
        button.buttonTypeStorage = e["buttonType"].flatMap { Self.buttonTypes[$0] } ?? .custom
        for stateElement in e.children(named: "state") {
            guard let state = stateElement["key"].flatMap({ Self.buttonStates[$0] }) else {
                throw error(stateElement, "unknown button state '\(stateElement["key"] ?? "")'")
            }
            if let title = stateElement["title"] { button.setTitle(title, for: state) }
            if let image = stateElement["image"] {
                button.setImage(
                    StoryboardValues.image(named: image, system: stateElement["catalog"] == "system"), for: state)
            }
            if let reference = stateElement.child(named: "imageReference", key: "image") {
                let image = StoryboardValues.image(named: reference["image"], system: reference["catalog"] == "system")
                button.setImage(image, for: state)
            }
            if let color = try color(stateElement, "titleColor") { button.setTitleColor(color, for: state) }
        }
        if let configuration = e.child(named: "buttonConfiguration"), let title = configuration["title"],
            button.title(for: .normal) == nil
        {
            button.setTitle(title, for: .normal)
        }
        if let value = StoryboardValues.bool(e["enabled"]) { button.isEnabled = value }
        if let value = StoryboardValues.bool(e["selected"]) { button.isSelected = value }
    }
}
