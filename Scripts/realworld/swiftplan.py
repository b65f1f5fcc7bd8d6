"""The Swift the harness writes per document: the scenes to instantiate, the identified segues
with the route to their source, and the outlets to count."""

import collections
import os

from ibmodel import CONTROLLER_BASES, class_name, is_ours


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def trigger_step(document, segue):
    """What a user does to trigger a segue without an identifier, as the harness spells it:
    `#cell:S:R` (select the static cell at row R of section S), `#proto:ID` (select a cell
    dequeued from prototype ID), `#button:TITLE` (tap the button titled TITLE), `#buttonAt:N` (tap the
    Nth button of the controller's own view, an untitled one), `#bar:LABEL` (tap
    the bar button item labelled LABEL: its title, or the label iOS gives its system item); None when
    the trigger is none of these (an image bar item, a gesture recognizer, another untitled control)."""
    connections = document.parents.get(segue)
    owner = document.parents.get(connections) if connections is not None else None
    if owner is None:
        return None
    if owner.tag in ("tableViewCell", "collectionViewCell"):
        cells = document.parents.get(owner)
        section = document.parents.get(cells) if cells is not None else None
        sections = document.parents.get(section) if section is not None else None
        if owner.tag == "tableViewCell" and section is not None and section.tag == "tableViewSection":
            section_index = [e for e in sections if e.tag == "tableViewSection"].index(section)
            row = [e for e in cells if e.tag == "tableViewCell"].index(owner)
            return f"#cell:{section_index}:{row}"
        if owner.get("reuseIdentifier"):
            return "#proto:" + owner.get("reuseIdentifier")
        return None
    if owner.tag == "button":
        for state in owner.findall("state"):
            if state.get("key") == "normal" and state.get("title"):
                return "#button:" + state.get("title")
        # An untitled button (laid over a picture, say): the user taps it where it is, found by
        # its place among the buttons of the controller's own view, in document order.
        index = button_index(document, owner)
        if index is not None:
            return f"#buttonAt:{index}"
    if owner.tag == "barButtonItem":
        # The labels iOS gives system items (VoiceOver reads them; element queries find them).
        titled = {"done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo", "redo": "Redo",
                  "add": "Add", "search": "Search", "refresh": "Refresh", "compose": "Compose", "reply": "Reply",
                  "camera": "Camera", "bookmarks": "Bookmarks", "organize": "Organize", "play": "Play",
                  "pause": "Pause", "rewind": "Rewind", "stop": "Stop", "close": "Close"}
        label = owner.get("title") or titled.get(owner.get("systemItem"))
        if label:
            return "#bar:" + label
    return None


def button_index(document, button):
    """The place of `button` among the buttons of its controller's own view (not those of cells
    or of other controls), in document order; None when it is not there."""
    controller = document.controller_of(document.scene_of(button))
    view = controller.find("view") if controller is not None else None
    if view is None:
        return None
    skipped = ("tableViewCell", "collectionViewCell", "collectionReusableView", "tableView", "collectionView",
               "searchBar", "textField", "navigationBar", "toolbar", "tabBar", "segmentedControl", "datePicker")
    found = []

    def visit(element):
        for child in element:
            if child.tag in skipped:
                continue
            if child.tag == "button":
                found.append(child)
            visit(child)
    visit(view)
    return found.index(button) if button in found else None


def storyboard_plan(document, module):
    """The scenes to instantiate and the identified segues, each with the scene to start from
    and the segues that lead to its source (identified ones performed, the others triggered as
    a user would), and the scenes reached only by such triggers (visited for their outlets)."""
    scenes = []
    initial = document.initial_controller()
    if initial is not None:
        scenes.append(("initial", class_name(initial, module), None, initial))
    for scene in document.scenes:
        controller = document.controller_of(scene)
        if controller is not None and controller.get("storyboardIdentifier"):
            identifier = controller.get("storyboardIdentifier")
            scenes.append((f"id:{identifier}", class_name(controller, module), identifier, controller))
    # Controllers reached for free (containment) or through an identified segue.
    edges = collections.defaultdict(list)
    for segue in document.segues():
        source = document.controller_of(document.scene_of(segue))
        destination = document.ids.get(segue.get("destination"))
        if source is None or destination is None:
            continue
        kind = segue.get("kind")
        if kind in ("relationship", "embed"):
            edges[source].append((destination, None))
        elif segue.get("identifier") and kind != "unwind":
            edges[source].append((destination, (class_name(source, module), segue.get("identifier"))))
        elif kind != "unwind" and trigger_step(document, segue):
            edges[source].append((destination, (class_name(source, module), trigger_step(document, segue))))

    def route(target):
        for index, (_, _, _, start) in enumerate(scenes):
            queue = collections.deque([(start, [])])
            seen = {start}
            while queue:
                node, path = queue.popleft()
                if node is target:
                    return index, path
                for nxt, step in edges.get(node, []):
                    if nxt not in seen:
                        seen.add(nxt)
                        queue.append((nxt, path + ([step] if step else [])))
        return -1, []

    segues = []
    for segue in document.segues():
        identifier, kind = segue.get("identifier"), segue.get("kind") or "?"
        if not identifier or kind in ("relationship", "embed"):
            continue
        source = document.controller_of(document.scene_of(segue))
        destination = document.ids.get(segue.get("destination"))
        root, path = route(source)
        expected = None
        if kind != "unwind" and destination is not None and destination.tag != "viewControllerPlaceholder":
            expected = class_name(destination, module)
        segues.append((identifier, kind, root, path, class_name(source, module), expected,
                       segue.get("unwindAction") if kind == "unwind" else None))
    # Scenes only a trigger reaches: the route's last step is the trigger that shows them.
    visits = []
    for scene in document.scenes:
        controller = document.controller_of(scene)
        if controller is None or controller.tag == "viewControllerPlaceholder":
            continue
        root, path = route(controller)
        triggered = [index for index, (_, step) in enumerate(path) if step.startswith("#")]
        if root < 0 or not triggered or triggered[-1] != len(path) - 1:
            continue
        source, step = path[-1]
        visits.append((step, "visit", root, path[:-1], source, class_name(controller, module), controller.tag))
    # A container and its first child reached by the same taps need one visit: the child's.
    containers = {"navigationController", "tabBarController", "splitViewController"}
    by_route = {}
    for visit in visits:
        key = (visit[0], visit[2], tuple(visit[3]), visit[4])
        if key not in by_route or by_route[key][6] in containers:
            by_route[key] = visit
    visits = [visit[:6] + (None,) for visit in by_route.values()]
    return scenes, segues, visits


def document_swift(entry, document, module, generator):
    resource = entry["resource"]
    name = os.path.splitext(resource)[0]
    label = f"{entry['repo']} {entry['path']}"
    outlets = sorted(f"{stub.name}.{prop}" for stub in generator.classes.values() for prop in stub.outlets)
    outlet_list = "[" + ", ".join(swift_string(o) for o in outlets) + "]"
    if document.is_storyboard:
        scenes, segues, visits = storyboard_plan(document, module)
        scene_lines = []
        for scene_label, expected, identifier, _ in scenes:
            make = ("{ $0.instantiateInitialViewController() }" if identifier is None else
                    f"{{ $0.instantiateViewController(withIdentifier: {swift_string(identifier)}) }}")
            scene_lines.append(f"                RWScene({swift_string(scene_label)}, {swift_string(expected)}, {make}),")
        segue_lines, visit_lines = [], []
        for lines, entries in ((segue_lines, segues), (visit_lines, visits)):
            for identifier, kind, root, path, source, expected, action in entries:
                steps = "[" + ", ".join(f"({swift_string(c)}, {swift_string(i)})" for c, i in path) + "]"
                destination = swift_string(expected) if expected else "nil"
                targets = ""
                if action:
                    # The classes whose stubs implement the unwind action (where UIKit's search
                    # for the destination can stop).
                    names = sorted(stub.name for stub in generator.classes.values() if action in stub.actions)
                    targets = ", unwindTargets: [" + ", ".join(swift_string(n) for n in names) + "]"
                lines.append(
                    f"                RWSegue({swift_string(identifier)}, kind: {swift_string(kind)}, root: {root},"
                    f" path: {steps}, source: {swift_string(source)}, destination: {destination}{targets}),")
        return (f"        RWHarness.storyboard(\n            file: {swift_string(label)}, name: {swift_string(name)},"
                f" bundle: Bundle.module,\n            scenes: [\n" + "\n".join(scene_lines) +
                "\n            ],\n            segues: [\n" + "\n".join(segue_lines) +
                f"\n            ],\n            outlets: {outlet_list},\n            visits: [\n" +
                "\n".join(visit_lines) + "\n            ])")
    objects = document.root.find("objects")
    top = [e for e in (objects if objects is not None else []) if e.tag != "placeholder"]
    owner = None
    for element in (objects if objects is not None else []):
        if element.get("placeholderIdentifier") == "IBFilesOwner" and element.get("customClass"):
            if is_ours(element, module) and element.get("customClass") in generator.classes:
                owner = generator.classes[element.get("customClass")]
    controller, made = "nil", "nil"
    if owner is not None and owner.base in CONTROLLER_BASES:
        controller = f"{{ {owner.name}(nibName: {swift_string(name)}, bundle: Bundle.module) }}"
    elif owner is not None:
        made = f"{{ {owner.name}() }}"
    return (f"        RWHarness.nib(\n            file: {swift_string(label)}, name: {swift_string(name)},"
            f" bundle: Bundle.module, topLevel: {len(top)},\n            outlets: {outlet_list},"
            f" controller: {controller}, owner: {made})")
