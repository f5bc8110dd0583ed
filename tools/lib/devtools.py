"""Headless Chromium driven over the DevTools protocol on a pipe, standard library only: the one
client of the Python tools (tools/checks/browser-check, tools/corpus/screenshot-gen/browser.py).

--remote-debugging-pipe: Chromium reads commands on file descriptor 3 and writes replies and events
on 4, each a JSON message ending in NUL. Events that arrive while a reply is awaited are kept in
`events`, in order, for `wait_event` and the caller."""
import json
import os
import select
import subprocess
import time


class Chromium:
    """One Chromium process. `flags` are the caller's (headless mode, window size, ...); `log` a
    binary file for its output (else discarded); `timeout` the seconds a reply or event may take,
    None to wait for ever (a call may pass its own)."""

    def __init__(self, binary, flags, log=None, timeout=None):
        to_child_r, self._to_child = os.pipe()
        self._from_child, from_child_w = os.pipe()

        def wire():  # in the child: the pipe ends become fds 3 (commands in) and 4 (replies out)
            commands, replies = os.dup(to_child_r), os.dup(from_child_w)  # above 4, whatever they were
            os.dup2(commands, 3)
            os.dup2(replies, 4)

        output = log if log is not None else subprocess.DEVNULL
        self.process = subprocess.Popen(
            [binary, *flags, "--remote-debugging-pipe", "about:blank"], stdin=subprocess.DEVNULL,
            stdout=output, stderr=output,
            # pass_fds: subprocess closes other descriptors after preexec_fn, so keep 3 and 4
            preexec_fn=wire, pass_fds=(3, 4))
        os.close(to_child_r)
        os.close(from_child_w)
        self.timeout = timeout
        self.events = []
        self._buffer = b""
        self._next = 0

    def send(self, method, params=None, session=None, timeout=None):
        """The result of one command (to the target attached as `session`, if given); an error
        reply raises RuntimeError."""
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self._read(self.timeout if timeout is None else timeout)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_event(self, method, timeout=None):
        """The first event named `method`, taken out of `events` (the others stay)."""
        for i, event in enumerate(self.events):
            if event.get("method") == method:
                return self.events.pop(i)
        timeout = self.timeout if timeout is None else timeout
        deadline = None if timeout is None else time.time() + timeout
        while deadline is None or time.time() < deadline:
            event = self._read(None if deadline is None else deadline - time.time())
            if event.get("method") == method:
                return event
            self.events.append(event)
        raise TimeoutError(method)  # other messages came, not this one

    def drain(self):
        """Collects into `events` what Chromium has already sent, without waiting."""
        while True:
            ready, _, _ = select.select([self._from_child], [], [], 0.05)
            if not ready and b"\0" not in self._buffer:
                return
            try:
                self.events.append(self._read(1))
            except TimeoutError:
                return

    def _read(self, timeout):
        deadline = None if timeout is None else time.time() + timeout
        while b"\0" not in self._buffer:
            if deadline is not None:
                left = deadline - time.time()
                if left <= 0:
                    raise TimeoutError("no message from chromium")
                ready, _, _ = select.select([self._from_child], [], [], left)
                if not ready:
                    continue
            chunk = os.read(self._from_child, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        """Asks Chromium to quit, kills it if it does not within 20 s, and closes the pipe."""
        try:
            self.send("Browser.close", timeout=5)
        except (RuntimeError, TimeoutError, OSError):
            pass
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self._to_child)
        os.close(self._from_child)
