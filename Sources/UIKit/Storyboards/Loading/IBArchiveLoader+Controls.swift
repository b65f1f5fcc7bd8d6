import CoreGraphics
import Foundation
import InterfaceBuilderFormat

/// The controls Xcode's library adds beyond the basic ones: activity indicators, progress
/// views, search bars, date and picker views, and web views (a placeholder: WebKit is not here).
extension IBArchiveLoader {
    static let controlViewTags: [String: UIView.Type] = [
        "activityIndicatorView": UIActivityIndicatorView.self, "progressView": UIProgressView.self,
        "searchBar": UISearchBar.self, "datePicker": UIDatePicker.self, "pickerView": UIPickerView.self,
        "collectionViewCell": UICollectionViewCell.self, "collectionReusableView": UICollectionReusableView.self,
        // Without WebKit linked (with it, `frameworkViewClassNames` wins).
        "wkWebView": StoryboardWebViewPlaceholder.self,
    ]

    /// The settings of the controls above and of collection views and their cells.
    func configureControls(_ view: UIView, _ e: IBElement) throws {
        switch view {
        case let spinner as UIActivityIndicatorView:
            let styles: [String: UIActivityIndicatorView.Style] = [
                "medium": .medium, "large": .large, "gray": .gray, "white": .white, "whiteLarge": .whiteLarge,
            ]
            if let style = e["style"].flatMap({ styles[$0] }) { spinner.style = style }
            if let color = try color(e, "color") { spinner.color = color }
            if let hides = StoryboardValues.bool(e["hidesWhenStopped"]) { spinner.hidesWhenStopped = hides }
            if StoryboardValues.bool(e["animating"]) == true { spinner.startAnimating() }
        case let progress as UIProgressView:
            if e["progressViewStyle"] == "bar" { progress.progressViewStyle = .bar }
            if let value = StoryboardValues.number(e["progress"]) { progress.progress = Float(value) }
            if let color = try color(e, "progressTintColor") { progress.progressTintColor = color }
            if let color = try color(e, "trackTintColor") { progress.trackTintColor = color }
        case let bar as UISearchBar:
            if let text = e["text"] { bar.text = text }
            if let placeholder = e["placeholder"] { bar.placeholder = placeholder }
            if let prompt = e["prompt"] { bar.prompt = prompt }
            let styles: [String: UISearchBar.Style] = [
                "default": .default, "prominent": .prominent, "minimal": .minimal,
            ]
            if let style = e["searchBarStyle"].flatMap({ styles[$0] }) { bar.searchBarStyle = style }
            if let shows = StoryboardValues.bool(e["showsCancelButton"]) { bar.showsCancelButton = shows }
            if let color = try color(e, "barTintColor") { bar.barTintColor = color }
        case let picker as UIDatePicker:
            configureDatePicker(picker, e)
        case let collection as UICollectionView:
            try configureCollectionView(collection, e)
        case let cell as UICollectionViewCell:
            try configureCollectionCell(cell, e)
        case is StoryboardWebViewPlaceholder:
            unimplemented("WKWebView (the storyboard's web view is an empty placeholder view)")
        default: break
        }
    }

    private func configureDatePicker(_ picker: UIDatePicker, _ e: IBElement) {
        let modes: [String: UIDatePicker.Mode] = [
            "time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer,
        ]
        if let mode = e["datePickerMode"].flatMap({ modes[$0] }) { picker.datePickerMode = mode }
        let styles: [String: UIDatePickerStyle] = [
            "automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline,
        ]
        if let style = e["style"].flatMap({ styles[$0] }) { picker.preferredDatePickerStyle = style }
        if let interval = e["minuteInterval"].flatMap({ Int($0) }) { picker.minuteInterval = interval }
        if let locale = e.child(named: "locale", key: "locale")?["localeIdentifier"] {
            picker.locale = Locale(identifier: locale)
        }
        func date(_ key: String) -> Date? {
            e.child(named: "date", key: key)?["timeIntervalSinceReferenceDate"].flatMap(Double.init)
                .map(Date.init(timeIntervalSinceReferenceDate:))
        }
        if let minimum = date("minimumDate") { picker.minimumDate = minimum }
        if let maximum = date("maximumDate") { picker.maximumDate = maximum }
        if let value = date("date") { picker.date = value }
        if let duration = StoryboardValues.number(e["countDownDuration"]) { picker.countDownDuration = duration }
    }

    /// A table's header and footer views (`<searchBar key="tableHeaderView">` is the common one).
    func configureTableHeaderAndFooter(_ table: UITableView, _ e: IBElement) throws {
        if let header = e.children.first(where: { $0["key"] == "tableHeaderView" }) {
            table.tableHeaderView = try makeView(header)
        }
        if let footer = e.children.first(where: { $0["key"] == "tableFooterView" }) {
            table.tableFooterView = try makeView(footer)
        }
    }

    /// The outlets of the controls above: a picker's data source and delegate and a search
    /// bar's delegate (a date picker has none: it sends control events); and a navigation
    /// item's bar button items, which Xcode connects as outlets when an item is reused.
    func controlOutlet(_ property: String, on object: AnyObject, to value: AnyObject) -> Bool? {
        switch (object, property) {
        case (let picker as UIPickerView, "dataSource"): picker.dataSource = value as? UIPickerViewDataSource
        case (let picker as UIPickerView, "delegate"): picker.delegate = value as? UIPickerViewDelegate
        case (let bar as UISearchBar, "delegate"): bar.delegate = value as? UISearchBarDelegate
        case (let item as UINavigationItem, "rightBarButtonItem"), (let item as UINavigationItem, "leftBarButtonItem"),
            (let item as UINavigationItem, "backBarButtonItem"):
            guard let button = value as? UIBarButtonItem else { return false }
            switch property {
            case "rightBarButtonItem": item.rightBarButtonItem = button
            case "leftBarButtonItem": item.leftBarButtonItem = button
            default: item.backBarButtonItem = button
            }
        default: return nil
        }
        return true
    }

    /// Whether `controlOutlet` sets `property` on `object`.
    func controlHandles(_ property: String, _ object: AnyObject) -> Bool {
        switch property {
        case "dataSource": return object is UIPickerView
        case "delegate": return object is UIPickerView || object is UISearchBar
        case "rightBarButtonItem", "leftBarButtonItem", "backBarButtonItem": return object is UINavigationItem
        default: return false
        }
    }
}

/// What a storyboard's `<wkWebView>` becomes: an empty view where the web view would be, so
/// the scene loads (WebKit is not part of OpenUIKit).
final class StoryboardWebViewPlaceholder: UIView {}
