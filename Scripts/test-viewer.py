#!/usr/bin/env python3
"""Checks the tour's frame-by-frame viewer (index.html) in headless Chromium.

Drives the page over the DevTools protocol with real key events and fails when the page does
not load, a key does not step the frames, a frame picture is missing, or anything reaches the
console as an error. Standard library only: the DevTools websocket is spoken by hand.

    python3 Scripts/test-viewer.py OUTPUT/index.html [--screenshot PATH]
"""

import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request


class DevTools:
    """One page's DevTools websocket: commands out, responses and events in."""

    def __init__(self, url):
        host, rest = url.removeprefix("ws://").split("/", 1)
        name, port = host.split(":")
        self.sock = socket.create_connection((name, int(port)), timeout=30)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(
            (
                f"GET /{rest} HTTP/1.1\r\nHost: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            ).encode()
        )
        response = b""
        while b"\r\n\r\n" not in response:
            response += self.sock.recv(1)
        if b" 101 " not in response.split(b"\r\n")[0]:
            raise RuntimeError(f"websocket refused: {response!r}")
        self.next_id = 0
        self.events = []

    def _read_exact(self, n):
        data = b""
        while len(data) < n:
            chunk = self.sock.recv(n - len(data))
            if not chunk:
                raise RuntimeError("DevTools closed the connection")
            data += chunk
        return data

    def _receive(self):
        message = b""
        while True:
            first, second = self._read_exact(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read_exact(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read_exact(8))[0]
            payload = self._read_exact(length)
            if first & 0x0F in (0x1, 0x0):
                message += payload
                if first & 0x80:
                    return json.loads(message)

    def send(self, method, **params):
        self.next_id += 1
        body = json.dumps({"id": self.next_id, "method": method, "params": params}).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        if len(body) < 126:
            header += bytes([0x80 | len(body)])
        elif len(body) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(body))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(body))
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(body)))
        while True:
            message = self._receive()
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    return self.events.pop(i)
            self.events.append(self._receive())
        raise RuntimeError(f"timed out waiting for {method}")

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def press(self, key, code, key_code, shift=False):
        modifiers = 8 if shift else 0
        for kind in ("rawKeyDown", "keyUp"):
            self.send(
                "Input.dispatchKeyEvent", type=kind, key=key, code=code, windowsVirtualKeyCode=key_code,
                nativeVirtualKeyCode=key_code, modifiers=modifiers)


def launch_chromium(profile):
    browser = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not browser:
        sys.exit("test-viewer: no chromium found (bash Scripts/install-dependencies.sh --browser installs it)")
    process = subprocess.Popen(
        [
            browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--remote-debugging-port=0", f"--user-data-dir={profile}", "--window-size=1400,1000",
            "--allow-file-access-from-files", "about:blank",
        ],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    port_file = os.path.join(profile, "DevToolsActivePort")
    deadline = time.time() + 60
    while not os.path.exists(port_file) or not open(port_file).read().strip():
        if time.time() > deadline or process.poll() is not None:
            process.kill()
            sys.exit("test-viewer: chromium did not start its DevTools server")
        time.sleep(0.1)
    port = open(port_file).read().split()[0]
    targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
    page = next(t for t in targets if t["type"] == "page")
    return process, DevTools(page["webSocketDebuggerUrl"])


def main():
    args = sys.argv[1:]
    screenshot = None
    if "--screenshot" in args:
        i = args.index("--screenshot")
        screenshot = args[i + 1]
        del args[i : i + 2]
    if len(args) != 1:
        sys.exit(__doc__)
    page_url = "file://" + os.path.abspath(args[0])
    profile = tempfile.mkdtemp(prefix="viewer-chromium-")
    process, tools = launch_chromium(profile)
    passed, failed = 0, 0

    def check(name, condition, detail=""):
        nonlocal passed, failed
        if condition:
            passed += 1
            print(f"  ok   {name}")
        else:
            failed += 1
            print(f"  FAIL {name} {detail}")

    try:
        for domain in ("Page", "Runtime", "Log"):
            tools.send(f"{domain}.enable")
        tools.send("Page.navigate", url=page_url)
        tools.wait_for("Page.loadEventFired")
        state = lambda: tools.evaluate("[viewer.state.step, viewer.state.frame]")
        frame_loaded = "(async () => { const img = document.getElementById('frame'); await img.decode(); return img.naturalWidth > 0 && img.getAttribute('src'); })()"
        steps = tools.evaluate("viewer.steps.map((s) => s.frames.length)")
        check("the page loads with its steps", bool(steps), f"steps={steps}")
        check("it opens on the first frame of the first step", state() == [0, 0], f"state={state()}")
        check("the first frame's picture loads", bool(tools.evaluate(frame_loaded)))
        tools.press("ArrowRight", "ArrowRight", 39)
        tools.press("ArrowRight", "ArrowRight", 39)
        check("→ twice steps to frame 3", state() == [0, min(2, steps[0] - 1)], f"state={state()}")
        check("the stepped frame's picture loads", str(tools.evaluate(frame_loaded)).endswith("002.png"))
        tools.press("ArrowLeft", "ArrowLeft", 37)
        check("← steps back one frame", state() == [0, min(1, steps[0] - 1)], f"state={state()}")
        clock = tools.evaluate("document.getElementById('clock').textContent")
        times = tools.evaluate("viewer.steps[0].times")
        check("the virtual time of the frame is shown", clock == f"t = {times[state()[1]]:.3f} s", f"clock={clock!r}")
        tools.press("End", "End", 35)
        check("End goes to the step's last frame", state() == [0, steps[0] - 1], f"state={state()}")
        tools.press("ArrowDown", "ArrowDown", 40)
        check("↓ goes to the next step's first frame", state() == [min(1, len(steps) - 1), 0], f"state={state()}")
        scrubber = tools.evaluate("Number(document.getElementById('scrubber').value)")
        check("the scrubber follows the frame", scrubber == 0, f"scrubber={scrubber}")

        # The step where a controller's view appears: its viewDidAppear must be marked at the
        # frame the timeline puts it on, and pending one frame earlier.
        found = tools.evaluate(
            """(() => { for (const [i, s] of viewer.steps.entries()) {
                 const e = s.events.findIndex((e) => e.text.endsWith('.viewDidAppear'));
                 if (e >= 0 && viewer.frameOfTime(s, s.events[e].t) > 0)
                   return [i, e, viewer.frameOfTime(s, s.events[e].t)]; } return null; })()""")
        check("a step with viewDidAppear after its first frame exists", found is not None)
        if found:
            step, event, frame = found
            tools.evaluate(f"viewer.show({step}, {frame - 1})")
            before = tools.evaluate(f"document.querySelectorAll('#events li')[{event}].className")
            tools.press("ArrowRight", "ArrowRight", 39)
            after = tools.evaluate(f"document.querySelectorAll('#events li')[{event}].className")
            marker = tools.evaluate(f"document.querySelector('#timeline [data-event=\"{event}\"]').getAttribute('class')")
            check("viewDidAppear is pending the frame before it fires", before == "pending", f"class={before!r}")
            check("→ onto its frame marks viewDidAppear as firing now", after == "now", f"class={after!r}")
            check("its timeline marker is drawn as an appearance", "appear" in marker and "pending" not in marker, marker)

        if screenshot:
            # The picture for the README: the half-screen sheet's viewDidAppear frame when the
            # tour has that step, else where the check above left the page.
            tools.evaluate(
                """(() => { const i = viewer.steps.findIndex((s) => s.name === 'present-half-screen');
                     if (i < 0) return;
                     const s = viewer.steps[i];
                     const e = s.events.findLast((e) => e.text.endsWith('.viewDidAppear'));
                     if (e) viewer.show(i, viewer.frameOfTime(s, e.t)); })()""")
            tools.evaluate("document.activeElement && document.activeElement.blur()")
            shot = tools.send("Page.captureScreenshot", format="png")
            with open(screenshot, "wb") as f:
                f.write(base64.b64decode(shot["data"]))
            print(f"  screenshot -> {screenshot}")

        # Every frame picture of every step is there.
        missing = tools.evaluate(
            """(async () => { const bad = [];
                 for (const s of viewer.steps) for (const src of s.frames) {
                   const img = new Image(); img.src = src;
                   try { await img.decode(); } catch (e) { bad.push(src); } }
                 return bad; })()""")
        check("every frame picture loads", missing == [], f"missing={missing[:5]}")

        time.sleep(0.2)
        while True:
            tools.sock.settimeout(0.2)
            try:
                tools.events.append(tools._receive())
            except (socket.timeout, TimeoutError):
                break
        errors = [
            e["params"] for e in tools.events
            if e.get("method") == "Runtime.exceptionThrown"
            or (e.get("method") == "Runtime.consoleAPICalled" and e["params"]["type"] in ("error", "assert", "warning"))
            or (e.get("method") == "Log.entryAdded" and e["params"]["entry"]["level"] in ("error", "warning"))
        ]
        check("no console errors or warnings", errors == [], json.dumps(errors)[:600])
    finally:
        process.kill()
        process.wait()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"viewer: {passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
