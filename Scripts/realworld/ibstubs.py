#!/usr/bin/env python3
"""Writes Swift class stubs, as an iOS app's own sources would declare them, for the custom
classes that storyboards and xibs name in the app's module.

    ibstubs.py --module NAME --openuikit PATH --output DIR DOCUMENT...

For every `customClass` of the app's module (no `customModule`, `customModuleProvider="target"`,
or `customModule` equal to NAME) it writes `DIR/<Class>.swift`: the base class the element
implies, `@IBOutlet weak var` per outlet, `@IBAction func` per action selector and per exit
connection's unwind selector, `@IBInspectable var` per user-defined runtime attribute, and, for
table and collection view controllers with prototype cells, data-source overrides in an
extension that dequeue each prototype. Types OpenUIKit does not have yet fall back to the
nearest class it has, with a comment; `DIR/substitutions.txt` lists them.

The stubs are input for `uikit-port`, exactly as a user's iOS sources would be.
"""

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET
from collections import OrderedDict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ibmodel import (  # noqa: E402
    BASE_CLASS, CONTROLLER_BASES, CONTROLLER_TAGS, DELEGATES, INHERITED, RUNTIME_TYPES, SUPERCLASS, available_types, is_ours,
    load_document, swift_identifier)

PREPOSITIONS = ["With", "From", "For", "To", "At", "In", "On", "By", "Of"]


class ClassStub:
    def __init__(self, name, base):
        self.name = name
        self.base = base
        self.notes = []
        self.outlets = OrderedDict()      # name -> type
        self.actions = OrderedDict()      # selector -> declaration
        self.inspectables = OrderedDict()  # name -> (type, default)
        self.protocols = []
        self.table_prototypes = None       # reuse identifiers when a data source is written
        self.table_override = False
        self.collection_prototypes = None
        self.collection_supplementary = {}  # UIKit's element kind constant -> reuse identifier
        self.collection_override = False
        self.segue_kind = None
        self.sets_data_source = []         # outlets to lists the app gives a data source in code


def lower_first(word):
    return word[:1].lower() + word[1:]


def action_declaration(selector, unwind=False, literal=False):
    """The Swift signature whose Objective-C selector is `selector`, as Swift derives it (with
    `literal`, the first selector part is the whole base name: the hand fix that matches what
    the connection table calls)."""
    parameter = "segue: UIStoryboardSegue" if unwind else "sender: Any"
    if ":" not in selector:
        return f"func {swift_identifier(selector)}()"
    parts = selector.split(":")[:-1]
    first = parts[0]
    label = "_"
    if literal:
        parts = parts[:1] + parts[1:]
        name = parameter.split(":")[0]
        type_ = parameter.split(": ")[1]
        params = [f"_ {name}: {type_}"] + [
            f"{extra} event: UIEvent" if extra.lower().endswith("event") else f"{extra} {swift_identifier(extra)}: Any"
            for extra in parts[1:]]
        return f"func {swift_identifier(first)}({', '.join(params)})"
    # `closeWithSender:` comes from `close(sender:)`, `selectionChangedFrom:` from
    # `selectionChanged(from:)`: Swift folds the first argument label into the selector.
    match = re.match(r"^(.*[a-z0-9])(With)([A-Z]\w*)$", first)
    if match:
        first, label = match.group(1), lower_first(match.group(3))
    else:
        for preposition in PREPOSITIONS:
            match = re.match(rf"^(.*[a-z0-9])({preposition})$", first)
            if match and len(match.group(1)) > 2:
                first, label = match.group(1), lower_first(preposition)
                break
    name = parameter.split(":")[0]
    type_ = parameter.split(": ")[1]
    params = [f"{label} {name}: {type_}" if label != name else f"{name}: {type_}"]
    for extra in parts[1:]:
        if extra == "forEvent" or extra.lower().endswith("event"):
            params.append(f"{extra} event: UIEvent")
        else:
            params.append(f"{extra} {swift_identifier(extra)}: Any")
    return f"func {swift_identifier(first)}({', '.join(params)})"


# Keys UIKit's own objects answer to (the loader sets them): never declared as an app's own.
UIKIT_KEYS = {"accessibilityIdentifier", "accessibilityLabel", "accessibilityHint", "accessibilityValue",
              "isAccessibilityElement", "tag", "title", "width", "enabled", "isEnabled", "tintColor", "image",
              "alpha", "hidden", "isHidden", "clipsToBounds", "backgroundColor"}


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class Generator:
    def __init__(self, module, available, overrides_in_body=False, literal_selectors=False, library=False):
        self.library = library
        self.overrides_in_body = overrides_in_body
        self.literal_selectors = literal_selectors
        self.module = module
        self.available = available
        self.classes = OrderedDict()
        self.substitutions = []
        self.extension_inspectables = OrderedDict()  # (UIKit class, key) -> (type, default)

    def ours(self, element):
        """Whether `element`'s class is declared here: the app's classes, or with `library`, the
        classes a document names in this library module (`customModule` without the target
        provider), as the library a user builds declares them."""
        if self.library:
            return (bool(element.get("customClass")) and element.get("customModule") == self.module
                    and element.get("customModuleProvider") != "target")
        return is_ours(element, self.module)

    def usable(self, type_name, context):
        """`type_name` if OpenUIKit has it, else its nearest ancestor that it has."""
        original = type_name
        while type_name not in self.available and type_name in SUPERCLASS:
            type_name = SUPERCLASS[type_name]
        if type_name != original:
            self.substitutions.append(f"{context}: {original} -> {type_name}")
        return type_name

    def element_base(self, element, doc):
        tag = element.tag
        if tag == "placeholder":
            return self.owner_base(element, doc)
        if tag == "segue":
            return "UIStoryboardSegue"
        return BASE_CLASS.get(tag, "UIView" if tag.endswith("View") else "NSObject")

    def owner_base(self, element, doc):
        # A File's Owner whose `view` outlet is connected is a view controller.
        for outlet in element.iter("outlet"):
            if outlet.get("property") == "view":
                return "UIViewController"
        name = element.get("customClass", "")
        if name.endswith("Controller"):
            return "UIViewController"
        if name.endswith(("View", "Cell", "Widget")):
            return "UIView"
        return "NSObject"

    def type_of(self, element, doc):
        if element is None:
            return "Any"
        if element.get("customClass") and self.ours(element):
            return element.get("customClass")
        base = self.element_base(element, doc)
        return self.usable(base, f"outlet type {element.tag}")

    def ancestors(self, type_name):
        chain = []
        while type_name and type_name not in chain:
            chain.append(type_name)
            stub = self.classes.get(type_name)
            type_name = stub.base if stub is not None else SUPERCLASS.get(type_name)
        return chain

    def common_type(self, first, second):
        """The nearest class both outlet types descend from (AnyObject when none)."""
        if first.startswith("[") or second.startswith("["):
            return "[AnyObject]"
        others = self.ancestors(second)
        for candidate in self.ancestors(first):
            if candidate in others:
                return self.usable(candidate, "outlet type")
        return "AnyObject"

    def stub(self, element, doc):
        name = element.get("customClass")
        base = self.element_base(element, doc)
        if name not in self.classes:
            self.classes[name] = ClassStub(name, base)
        stub = self.classes[name]
        # A class named by a controller scene and by a placeholder is the controller.
        if base in CONTROLLER_BASES and stub.base not in CONTROLLER_BASES:
            stub.base = base
        return stub

    def collect_extension_inspectables(self, doc):
        """Runtime attributes on plain UIKit objects naming a property UIKit lacks: the app
        declares it in its own extension of that UIKit class (NetNewsWire's `accLabelText` on
        `UIBarButtonItem`), so the stubs declare it there too."""
        if self.library:
            return
        for element in doc.root.iter():
            attributes = element.find("userDefinedRuntimeAttributes")
            if attributes is None or element.get("customClass") or element.tag not in BASE_CLASS:
                continue
            base = self.usable(BASE_CLASS[element.tag], f"extension of {element.tag}")
            for attribute in attributes:
                key = attribute.get("keyPath", "")
                if not key or "." in key or key in UIKIT_KEYS or self.inherited(base, key):
                    continue
                if attribute.get("type") in RUNTIME_TYPES:
                    self.extension_inspectables.setdefault((base, key), RUNTIME_TYPES[attribute.get("type")])

    def render_extension_inspectables(self):
        """One file of the app's extensions of UIKit classes, each inspectable kept beside its
        object (an extension cannot store it)."""
        lines = ["import UIKit", "",
                 "// Inspectables the app declares in its own extensions of UIKit classes; each keeps",
                 "// its value beside the object, as an extension cannot store one.",
                 "private var inspectableValues: [ObjectIdentifier: [String: Any]] = [:]"]
        for base in sorted({base for base, _ in self.extension_inspectables}):
            lines += ["", f"extension {base} {{"]
            for (owner, key), (type_, default) in self.extension_inspectables.items():
                if owner != base:
                    continue
                fallback = f" ?? {default}" if default else ""
                read = f"inspectableValues[ObjectIdentifier(self)]?[{swift_string(key)}] as? {type_.rstrip('?')}"
                lines += [f"    @IBInspectable var {swift_identifier(key)}: {type_} {{",
                          f"        get {{ {read}{fallback} }}",
                          f"        set {{ inspectableValues[ObjectIdentifier(self), default: [:]][{swift_string(key)}]"
                          " = newValue }", "    }"]
            lines.append("}")
        return "\n".join(lines) + "\n"

    def collect(self, doc):
        ids, parents = doc.ids, doc.parents
        self.collect_extension_inspectables(doc)
        for element in doc.root.iter():
            if not element.get("customClass") or not self.ours(element):
                continue
            stub = self.stub(element, doc)
            if element.tag == "segue":
                stub.segue_kind = element.get("kind")
                continue
            connections = element.find("connections")
            for outlet in (connections if connections is not None else []):
                if outlet.tag not in ("outlet", "outletCollection"):
                    continue
                prop = outlet.get("property")
                if not prop or self.inherited(stub.base, prop):
                    continue
                type_ = self.type_of(ids.get(outlet.get("destination")), doc)
                new = f"[{type_}]" if outlet.tag == "outletCollection" else type_
                old = stub.outlets.get(prop)
                # An outlet connected to objects of different classes in different scenes (a
                # calendar view's delegate) has a type every one of them has.
                stub.outlets[prop] = new if old is None or old == new else self.common_type(old, new)
            attributes = element.find("userDefinedRuntimeAttributes")
            for attribute in (attributes if attributes is not None else []):
                key = attribute.get("keyPath", "")
                if not key or "." in key or self.inherited(stub.base, key):
                    continue
                kind = attribute.get("type")
                if kind == "number":
                    value = attribute.find("*")
                    type_ = ("Int", "0") if value is not None and value.tag == "integer" else ("CGFloat", "0")
                elif kind in RUNTIME_TYPES:
                    type_ = RUNTIME_TYPES[kind]
                else:
                    continue
                stub.inspectables[key] = type_
            self.prototypes(stub, element)
        # Actions name their target by id; delegate outlets make the target adopt a protocol.
        for element in doc.root.iter():
            if element.tag == "action":
                target = ids.get(element.get("destination"))
                if target is not None and target.get("customClass") and self.ours(target):
                    selector = element.get("selector")
                    if selector:
                        self.stub(target, doc).actions.setdefault(
                            selector, action_declaration(selector, literal=self.literal_selectors))
            elif element.tag == "outlet":
                owner = parents.get(parents.get(element))
                target = ids.get(element.get("destination"))
                if owner is None or target is None:
                    continue
                protocols = DELEGATES.get((owner.tag, element.get("property")))
                if protocols and target.get("customClass") and self.ours(target):
                    stub = self.stub(target, doc)
                    for protocol in protocols:
                        if protocol in self.available and protocol not in stub.protocols:
                            stub.protocols.append(protocol)
                        elif protocol not in self.available:
                            self.substitutions.append(f"{stub.name}: conformance {protocol} left out")
                    if owner.tag == "tableView" and element.get("property") == "dataSource":
                        if stub.table_prototypes is None and owner.get("dataMode") != "static":
                            stub.table_prototypes = reuse_identifiers(owner, "tableViewCell")
                    if owner.tag == "collectionView" and element.get("property") == "dataSource":
                        if stub.collection_prototypes is None:
                            stub.collection_prototypes = reuse_identifiers(owner, "collectionViewCell")
                            stub.collection_supplementary = supplementary_identifiers(owner)
        self.data_sources_in_code(doc)
        self.unwinds(doc)

    def data_sources_in_code(self, doc):
        """A controller with an outlet to a list of prototypes that the document gives no data
        source sets itself as its data source in `viewDidLoad`, as the apps do in code (FloatingPanel's
        Maps search, SKPhotoBrowser's local photos; RxSwift binds one): the stub does the same and
        dequeues each prototype."""
        kinds = {"tableView": ("tableViewCell", "UITableViewDataSource"),
                 "collectionView": ("collectionViewCell", "UICollectionViewDataSource")}
        for element in doc.root.iter():
            if element.get("customClass") is None or not self.ours(element) or element.tag not in CONTROLLER_TAGS:
                continue
            connections = element.find("connections")
            for outlet in (connections if connections is not None else []):
                target = doc.ids.get(outlet.get("destination"))
                if outlet.tag != "outlet" or target is None or target.tag not in kinds:
                    continue
                if target.get("dataMode", "prototypes") != "prototypes" or target.get("customClass"):
                    continue
                own = target.find("connections")
                if any(c.get("property") == "dataSource" for c in (own if own is not None else [])):
                    continue
                cell, protocol = kinds[target.tag]
                identifiers = reuse_identifiers(target, cell)
                if not identifiers or protocol not in self.available:
                    continue
                stub = self.stub(element, doc)
                if stub.base not in ("UIViewController",):
                    continue
                if target.tag == "tableView" and stub.table_prototypes is None:
                    stub.table_prototypes = identifiers
                elif target.tag == "collectionView" and stub.collection_prototypes is None:
                    stub.collection_prototypes = identifiers
                    stub.collection_supplementary = supplementary_identifiers(target)
                else:
                    continue
                if protocol not in stub.protocols:
                    stub.protocols.append(protocol)
                stub.sets_data_source.append(outlet.get("property"))

    def prototypes(self, stub, element):
        if element.tag == "tableViewController":
            table = element.find("view")
            if table is None:
                table = element.find("tableView")
            if table is not None and table.get("dataMode") != "static":
                stub.table_prototypes = reuse_identifiers(table, "tableViewCell")
                stub.table_override = True
        if element.tag == "collectionViewController":
            collection = element.find("collectionView")
            if collection is not None:
                stub.collection_prototypes = reuse_identifiers(collection, "collectionViewCell")
                stub.collection_supplementary = supplementary_identifiers(collection)
                stub.collection_override = True

    def unwinds(self, doc):
        """Declares each exit connection's action on a controller the unwind could return to:
        one whose scene leads to the source scene, else the initial controller, else any."""
        for segue in doc.root.iter("segue"):
            selector = segue.get("unwindAction")
            if segue.get("kind") != "unwind" or not selector:
                continue
            source = doc.scene_of(segue)
            candidates = [doc.controller_of(scene) for scene in doc.presenters(source)]
            candidates.append(doc.initial_controller())
            candidates += [doc.controller_of(scene) for scene in doc.scenes]
            chosen = None
            for controller in candidates:
                if controller is None or not controller.get("customClass"):
                    continue
                if not self.ours(controller):
                    continue
                if controller is doc.controller_of(source) and chosen is None:
                    continue
                chosen = controller
                break
            if chosen is None:
                controller = doc.controller_of(source)
                if controller is not None and controller.get("customClass") and self.ours(controller):
                    chosen = controller
            if chosen is None:
                self.substitutions.append(f"unwind {selector}: no controller of the module to declare it on")
                continue
            self.stub(chosen, doc).actions.setdefault(
                selector, action_declaration(selector, unwind=True, literal=self.literal_selectors))

    def inherited(self, base, name):
        while base:
            if name in INHERITED.get(base, set()):
                return True
            base = SUPERCLASS.get(base)
        return False

    def render(self, stub):
        base = self.usable(stub.base, stub.name)
        lines = ["import UIKit", ""]
        if any(t.strip("[]") .startswith("MK") and t.strip("[]") in self.available
               for t in list(stub.outlets.values()) + [base]):
            lines.insert(1, "import MapKit")
        if base != stub.base:
            lines.append(f"// iOS: {stub.base}; OpenUIKit has no {stub.base} yet.")
        inherits = ", ".join([base] + [p for p in stub.protocols if not self.base_adopts(base, p)])
        lines.append(f"class {stub.name}: {inherits} {{")
        body = []
        for name, type_ in stub.outlets.items():
            weak = "" if type_.startswith("[") or not self.is_class_type(type_) else "weak "
            body.append(f"    @IBOutlet {weak}var {swift_identifier(name)}: {type_}!")
        if stub.inspectables:
            body.append("")
        for name, (type_, default) in stub.inspectables.items():
            value = f" = {default}" if default else ""
            body.append(f"    @IBInspectable var {swift_identifier(name)}: {type_}{value}")
        if base == "UIStoryboardSegue":
            body.append("    override func perform() {")
            if stub.segue_kind == "custom":
                body.append("        source.present(destination, animated: true)")
            else:
                body.append("        super.perform()")
            body.append("    }")
        if stub.sets_data_source:
            if body:
                body.append("")
            body.append("    override func viewDidLoad() {")
            body.append("        super.viewDidLoad()")
            for name in stub.sets_data_source:
                # Optional: a class two documents of the target name alike may lack the outlet in one.
                body.append(f"        {swift_identifier(name)}?.dataSource = self")
            body.append("    }")
        for selector, declaration in stub.actions.items():
            if body:
                body.append("")
            body.append(f"    @IBAction {declaration} {{")
            body.append("    }")
        extension = self.data_source(stub, base)
        if self.overrides_in_body and any("override func" in line for line in extension):
            # Swift on Linux cannot override a UIKit method from an extension (no Objective-C
            # dispatch): the user moves the data-source overrides into the class body.
            inner = [line for line in extension if line and not line.startswith(("extension", "}"))]
            lines += body + [""] + inner + ["}"]
        else:
            lines += body + ["}"] + extension
        return "\n".join(lines) + "\n"

    def base_adopts(self, base, protocol):
        adopted = {"UITableViewController": {"UITableViewDataSource", "UITableViewDelegate", "UIScrollViewDelegate"},
                   "UICollectionViewController": {"UICollectionViewDataSource", "UICollectionViewDelegate",
                                                  "UIScrollViewDelegate"}}
        return protocol in adopted.get(base, set())

    def is_class_type(self, type_):
        return type_ not in ("Any",)

    def data_source(self, stub, base):
        out = []
        table_override = stub.table_override and base == "UITableViewController"
        if stub.table_prototypes is not None and (table_override or "UITableViewDataSource" in stub.protocols):
            word = "override " if table_override else ""
            ids = ", ".join(f'"{i}"' for i in stub.table_prototypes)
            out += ["", f"extension {stub.name} {{",
                    f"    {word}func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {{",
                    f"        return {len(stub.table_prototypes)}", "    }", "",
                    f"    {word}func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)"
                    " -> UITableViewCell {"]
            if stub.table_prototypes:
                out += [f"        let identifiers = [{ids}]",
                        "        return tableView.dequeueReusableCell(withIdentifier: identifiers[indexPath.row],"
                        " for: indexPath)"]
            else:
                out += ["        return UITableViewCell()"]
            out += ["    }", "}"]
        collection_override = stub.collection_override and base == "UICollectionViewController"
        if stub.collection_prototypes is not None and (
                collection_override or "UICollectionViewDataSource" in stub.protocols):
            word = "override " if collection_override else ""
            ids = ", ".join(f'"{i}"' for i in stub.collection_prototypes)
            out += ["", f"extension {stub.name} {{",
                    f"    {word}func collectionView(_ collectionView: UICollectionView,"
                    " numberOfItemsInSection section: Int) -> Int {",
                    f"        return {len(stub.collection_prototypes)}", "    }", "",
                    f"    {word}func collectionView(_ collectionView: UICollectionView,"
                    " cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {"]
            if stub.collection_prototypes:
                out += [f"        let identifiers = [{ids}]",
                        "        return collectionView.dequeueReusableCell(withReuseIdentifier:"
                        " identifiers[indexPath.item], for: indexPath)"]
            else:
                out += ["        return UICollectionViewCell()"]
            out += ["    }"]
            if stub.collection_supplementary:
                # The document's section headers and footers, dequeued as the app does.
                kinds = ", ".join(f'UICollectionView.{k}: "{i}"' for k, i in stub.collection_supplementary.items())
                out += ["", f"    {word}func collectionView(_ collectionView: UICollectionView,"
                        " viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath)"
                        " -> UICollectionReusableView {",
                        f"        let identifiers = [{kinds}]",
                        "        return collectionView.dequeueReusableSupplementaryView(ofKind: kind,"
                        ' withReuseIdentifier: identifiers[kind] ?? "", for: indexPath)', "    }"]
            out += ["}"]
        if "UIPickerViewDataSource" in stub.protocols:
            out += ["", f"extension {stub.name} {{",
                    "    func numberOfComponents(in pickerView: UIPickerView) -> Int {", "        return 1", "    }",
                    "", "    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int)"
                    " -> Int {", "        return 3", "    }", "}"]
        if "UITableViewDataSourcePrefetching" in stub.protocols:
            out += ["", f"extension {stub.name} {{",
                    "    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}", "}"]
        if "UICollectionViewDataSourcePrefetching" in stub.protocols:
            out += ["", f"extension {stub.name} {{",
                    "    func collectionView(_ collectionView: UICollectionView,"
                    " prefetchItemsAt indexPaths: [IndexPath]) {}", "}"]
        if "UIPageViewControllerDataSource" in stub.protocols:
            out += ["", f"extension {stub.name} {{",
                    "    func pageViewController(_ pageViewController: UIPageViewController,"
                    " viewControllerBefore viewController: UIViewController) -> UIViewController? {",
                    "        return nil", "    }", "",
                    "    func pageViewController(_ pageViewController: UIPageViewController,"
                    " viewControllerAfter viewController: UIViewController) -> UIViewController? {",
                    "        return nil", "    }", "}"]
        return out


def supplementary_identifiers(collection):
    """The reuse identifiers of a collection view's section header and footer in the document."""
    kinds = {"sectionHeaderView": "elementKindSectionHeader", "sectionFooterView": "elementKindSectionFooter"}
    found = {}
    for view in collection.iter("collectionReusableView"):
        if view.get("key") in kinds and view.get("reuseIdentifier"):
            found[kinds[view.get("key")]] = view.get("reuseIdentifier")
    return found


def reuse_identifiers(container, cell_tag):
    found = []
    for cell in container.iter(cell_tag):
        identifier = cell.get("reuseIdentifier")
        if identifier and identifier not in found:
            found.append(identifier)
    return found


def write_if_changed(path, text):
    if os.path.exists(path):
        with open(path) as handle:
            if handle.read() == text:
                return False
    with open(path, "w") as handle:
        handle.write(text)
    return True


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--module", required=True)
    parser.add_argument("--openuikit", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--overrides-in-body", action="store_true",
                        help="write data-source overrides in the class body (the hand fix for Linux)")
    parser.add_argument("--literal-selectors", action="store_true",
                        help="name action methods after the selector's first part (the hand fix for the table)")
    parser.add_argument("--library", action="store_true",
                        help="declare the classes the documents name in library module MODULE instead")
    parser.add_argument("documents", nargs="+")
    args = parser.parse_args()
    generator = Generator(args.module, available_types(args.openuikit), args.overrides_in_body,
                          args.literal_selectors, args.library)
    for path in args.documents:
        try:
            generator.collect(load_document(path))
        except ET.ParseError as error:
            generator.substitutions.append(f"{os.path.basename(path)}: not XML ({error})")
    os.makedirs(args.output, exist_ok=True)
    wanted = set()
    for stub in generator.classes.values():
        text = generator.render(stub)
        name = f"{stub.name}.swift"
        wanted.add(name)
        write_if_changed(os.path.join(args.output, name), text)
    if generator.extension_inspectables:
        wanted.add("UIKitExtensions.swift")
        write_if_changed(os.path.join(args.output, "UIKitExtensions.swift"), generator.render_extension_inspectables())
    wanted.add("substitutions.txt")
    write_if_changed(os.path.join(args.output, "substitutions.txt"),
                     "".join(f"{line}\n" for line in sorted(set(generator.substitutions))))
    for name in os.listdir(args.output):
        if name not in wanted:
            os.remove(os.path.join(args.output, name))
    print(f"ibstubs: {len(generator.classes)} classes for {args.module}")


if __name__ == "__main__":
    main()
