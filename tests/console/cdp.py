"""A minimal Chrome DevTools Protocol driver for headless Chromium (websockets, synchronous)."""

from __future__ import annotations

import base64
import itertools
import json
import shutil
import subprocess
import tempfile
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import httpx
from websockets.sync.client import ClientConnection, connect

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
    "--window-size=1280,1000",
    "--remote-debugging-port=0",
]


def chromium_path() -> str | None:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name)
        if found:
            return found
    return None


class Browser:
    """One headless Chromium with one page; every call waits for its answer."""

    def __init__(self, binary: str) -> None:
        self.profile = Path(tempfile.mkdtemp(prefix="cc-chromium-"))
        self.proc = subprocess.Popen(
            [binary, *CHROMIUM_FLAGS, f"--user-data-dir={self.profile}", "about:blank"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self._stack = ExitStack()
        self._stack.callback(self._stop_process)
        try:
            port = self._devtools_port()
            targets = httpx.get(f"http://127.0.0.1:{port}/json/list", timeout=5).json()
            page = next(t for t in targets if t["type"] == "page")
            self.ws: ClientConnection = self._stack.enter_context(
                connect(page["webSocketDebuggerUrl"], max_size=64 * 1024 * 1024)
            )
            self._ids = itertools.count(1)
            self.call("Page.enable")
            self.call("Runtime.enable")
        except BaseException:
            self._stack.close()
            raise

    def _devtools_port(self, timeout: float = 20.0) -> int:
        marker = self.profile / "DevToolsActivePort"
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"chromium exited with {self.proc.returncode}")
            if marker.exists():
                first = marker.read_text().splitlines()[:1]
                if first and first[0].isdigit():
                    return int(first[0])
            time.sleep(0.05)
        raise AssertionError("chromium did not open its DevTools port")

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        msg_id = next(self._ids)
        self.ws.send(json.dumps({"id": msg_id, "method": method, "params": params}))
        while True:
            msg = json.loads(self.ws.recv(timeout=20))
            if msg.get("id") == msg_id:  # events in between are not needed: pages are polled
                if "error" in msg:
                    raise AssertionError(f"{method}: {msg['error']}")
                result: dict[str, Any] = msg.get("result", {})
                return result

    def eval(self, expression: str) -> Any:
        result = self.call("Runtime.evaluate", expression=expression, returnByValue=True, awaitPromise=True)
        if "exceptionDetails" in result:
            raise AssertionError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 10.0) -> Any:
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.eval(expression)
            except AssertionError:  # a navigation destroyed the context mid-call: try again
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {expression}; at {self.eval('location.href')}")
            time.sleep(0.1)

    def goto(self, url: str) -> None:
        self.call("Page.navigate", url=url)
        self.wait_for(
            f"location.href.startsWith({json.dumps(url.split('?')[0])}) && document.readyState === 'complete'"
        )

    def text(self) -> str:
        return str(self.eval("document.body.innerText"))

    def screenshot(self, path: Path) -> None:
        data = self.call("Page.captureScreenshot", format="png", captureBeyondViewport=False)["data"]
        path.write_bytes(base64.b64decode(data))

    def close(self) -> None:
        self._stack.close()  # the websocket first, then the browser

    def _stop_process(self) -> None:
        try:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)
