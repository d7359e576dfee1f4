"""The parent's side of one run: feed the request, read frames and output, keep time.

Nothing the run sends is trusted: frames must be lines of JSON carrying this run's
nonce, within a size limit; the output is counted against the limit; the clock is ours.
When a limit is hit, the parent asks the server to kill the run and waits (at most
``KILL_GRACE`` seconds) for its confirmation that everything in the run is gone.

A case's wall clock is judged on the time the run could run: when it passes, the parent
reads how long the run's processes waited for a CPU (``codereward.processes.starved_wait``:
the kernel's run-queue wait of the run process, its threads and descendants, the one that
waited longest, none once they ran a CPU's worth of the time, so that a fork bomb waiting on
itself buys nothing) and extends the clock by what it had not yet credited, up to
``WALL_BACKSTOP`` times the case's budget (``codereward.processes.Deadline``, the analyzer's
time limits use the same). On an idle machine nothing waits and nothing
changes; on a loaded one a CPU-starved answer gets the verdict it gets on an idle one,
and an answer that loops still times out (it needs the CPU it waits for). The whole
run's CPU-time limit and ``max_run_time`` are not extended.
"""

from __future__ import annotations

import errno
import json
import os
import select
import socket
import time
from dataclasses import dataclass, field
from typing import Any

from codereward import jsonl
from codereward.processes import Deadline, run_queue_usage, starved_wait

KILL_GRACE = 5.0  # seconds the server gets to confirm a killed run is gone
_FRAME_SLACK = 65536
_fast_decode = json.JSONDecoder().decode


def _decode(text: str) -> Any:
    """A frame: the C decoder, and for a frame holding an integer too long for it
    (Python's 4,300-digit limit on text to ``int``), the decoder of integers of any length."""
    try:
        return _fast_decode(text)
    except ValueError:
        return jsonl.loads(text)


def _close(fds: list[int]) -> None:
    for fd in fds:
        os.close(fd)


def next_run(message: bytes, fds: list[int]) -> tuple[int, list[int]] | None:
    """The next run's serial and pipes from "next SERIAL" and its four descriptors; None
    (and the descriptors closed) for anything else."""
    words = message.split()
    if len(words) == 2 and words[0] == b"next" and words[1].isdigit() and len(fds) == 4:
        return int(words[1]), fds
    _close(fds)
    return None


def _pid_of(pidfd: int) -> int | None:
    """The process of ``pidfd`` in this process's pid namespace; None when it has ended."""
    try:
        with open(f"/proc/self/fdinfo/{pidfd}", "rb") as handle:
            for line in handle:
                if line.startswith(b"Pid:"):
                    pid = int(line.split()[1])
                    return pid if pid > 0 else None
    except (OSError, ValueError, IndexError):
        pass
    return None


@dataclass
class Attempt:
    """What one run process did, as seen from outside."""

    frames: list[tuple[float, dict[str, Any]]] = field(default_factory=list)
    started: float = 0.0
    ended: float = 0.0
    exit_status: str | None = None  # "exit:N" / "signal:N" from the server
    stop: str | None = None  # why the parent stopped it: timeout, run_time, output_limit
    violation: str | None = None  # the results channel carried something that is not ours
    lost: str | None = None  # the worker itself failed
    #: CPU seconds the run's processes had run when its case's clock passed (None: not stopped so)
    cpu_at_timeout: float | None = None
    output: bytes = b""
    output_size: int = 0


class RunLoop:
    """The parent's side of one run: feed the request, read frames and output, keep time."""

    def __init__(
        self,
        worker: Any,
        attempt: Attempt,
        payload: bytes,
        nonce: str,
        frame_timeout: float,
        run_deadline: float,
        data_w: int,
        serial: int,
        pidfd: int | None = None,
    ) -> None:
        self.worker = worker
        self.serial = serial
        self.data_w: int | None = data_w
        self.attempt = attempt
        self.payload = memoryview(payload)
        self.nonce = nonce
        self.frame_timeout = frame_timeout
        self.run_deadline = run_deadline
        self.pidfd = pidfd  # the run process's (its server's duplicate), for its CPU waits
        self.started = time.monotonic()
        self.clock = Deadline(frame_timeout, self._waited, start=self.started)  # the case's, until the next frame
        config = worker.config
        self.max_output = config.max_output_bytes
        self.max_line = 8 * config.max_output_bytes + _FRAME_SLACK
        self.buffer = bytearray()
        self.kill_deadline: float | None = None

    def _stop(self, why: str) -> None:
        if self.attempt.stop is None and self.attempt.violation is None:
            self.attempt.stop = why
        if self.kill_deadline is None:
            self.kill_deadline = time.monotonic() + KILL_GRACE
            try:
                assert self.worker.sock is not None
                self.worker.sock.send(b"kill %d" % self.serial)
            except OSError as exc:
                self.attempt.lost = f"the sandbox worker is gone: {exc}"

    @property
    def credited(self) -> float:
        """Seconds of the run's waiting for a CPU its clocks were extended by."""
        return self.clock.credited

    def _waited(self) -> float:
        # the run's waits in all: a case's clock credits only what earlier ones did not; a wait
        # its own processes caused each other is no starvation (``starved_wait``)
        pid = _pid_of(self.pidfd) if self.pidfd is not None else None
        return starved_wait(pid, time.monotonic() - self.started) if pid is not None else 0.0

    def _ran(self) -> float:
        # read once, when a case's clock passes: never on the path of a run that ends in time
        pid = _pid_of(self.pidfd) if self.pidfd is not None else None
        return run_queue_usage(pid)[1] if pid is not None else 0.0

    def _violation(self, why: str) -> None:
        if self.attempt.violation is None:
            self.attempt.violation = why
        self._stop("violation")

    def close_data(self) -> None:
        if self.data_w is not None:
            os.close(self.data_w)
            self.data_w = None

    def prefill(self) -> bool:
        """Write what the pipe takes; False when the run process was gone before any of
        it (a spare that died while it waited, killed from outside: not this run's doing)."""
        assert self.data_w is not None
        os.set_blocking(self.data_w, False)
        size = len(self.payload)
        self._feed()
        return not (self.data_w is None and len(self.payload) == size)

    def run(self, results_r: int, output_r: int) -> None:
        # poll, not select: a trainer may well hold more than FD_SETSIZE (1024) descriptors
        sock = self.worker.sock
        assert sock is not None
        sock_fd = sock.fileno()
        readers = {results_r, output_r}
        poller = select.poll()  # one for the whole run: descriptors leave it as they close
        poller.register(sock_fd, select.POLLIN)
        for fd in readers:
            poller.register(fd, select.POLLIN)
        writing = self.data_w
        if writing is not None:
            poller.register(writing, select.POLLOUT)
        while self.attempt.lost is None:
            now = time.monotonic()
            if self.kill_deadline is not None:
                if now > self.kill_deadline:
                    self.attempt.lost = "the sandbox worker did not kill a run in time"
                    return
                deadline = self.kill_deadline
            else:
                if now >= self.run_deadline:
                    self._stop("run_time")
                elif self.clock.passed(now):
                    self.attempt.cpu_at_timeout = self._ran()
                    self._stop("timeout")
                deadline = min(self.run_deadline, self.clock.at, self.kill_deadline or float("inf"))
            if writing is not None and self.data_w is None:  # fed (or EPIPE) and closed
                poller.unregister(writing)
                writing = None
            wait = max(0.0, deadline - time.monotonic())
            events = {fd for fd, _event in poller.poll(wait * 1000 if wait != float("inf") else None)}
            if writing is not None and writing in events and self.data_w is not None:
                self._feed()
            for fd in (results_r, output_r):
                if fd in events and fd in readers and not self._read(fd, results_r):
                    readers.discard(fd)
                    poller.unregister(fd)
            if sock_fd in events:
                try:
                    message, fds, _flags, _addr = socket.recv_fds(sock, 256, 4)
                except OSError:
                    message, fds = b"", []
                if not message:
                    self.attempt.lost = "the sandbox worker exited"
                    return
                if message.startswith(b"fail"):
                    _close(fds)
                    self.attempt.lost = (
                        f"the sandbox worker could not start a run: {message[5:].decode(errors='replace')}"
                    )
                    return
                # "exit SERIAL STATUS", and with it the next run's pipes: "next SERIAL"
                ended, _, following = message.partition(b"\n")
                words = ended.split()
                if len(words) == 3 and words[0] == b"exit" and words[1] == b"%d" % self.serial:
                    self.attempt.exit_status = words[2].decode(errors="replace")
                    self.worker.armed = next_run(following, fds)
                    self._drain(readers, results_r)
                    return
                _close(fds)

    def _feed(self) -> None:
        assert self.data_w is not None
        if not self.payload:
            self.close_data()
            return
        try:
            written = os.write(self.data_w, self.payload[: 1 << 16])
        except BlockingIOError:
            return
        except OSError:  # EPIPE: the run ended before reading its request
            self.close_data()
            return
        self.payload = self.payload[written:]
        if not self.payload:
            self.close_data()

    def _read(self, fd: int, results_r: int) -> bool:
        try:
            chunk = os.read(fd, 1 << 16)
        except OSError as exc:
            if exc.errno == errno.EAGAIN:
                return True
            chunk = b""
        if not chunk:
            return False
        if fd == results_r:
            self._frames(chunk)
        else:
            self._output(chunk)
        return True

    def _drain(self, readers: set[int], results_r: int) -> None:
        """After the run ended: what is still in the pipes (non-blocking, escaped
        processes of an unisolated run may hold them open)."""
        for fd in list(readers):
            poller = select.poll()
            poller.register(fd, select.POLLIN)
            while poller.poll(0) and self._read(fd, results_r):
                pass

    def _output(self, chunk: bytes) -> None:
        attempt = self.attempt
        attempt.output_size += len(chunk)
        attempt.output = (attempt.output + chunk)[-4096:]
        if attempt.output_size > self.max_output:
            self._stop("output_limit")

    def _frames(self, chunk: bytes) -> None:
        self.buffer.extend(chunk)
        while True:
            end = self.buffer.find(b"\n")
            if end < 0:
                if len(self.buffer) > self.max_line:
                    self._violation("a result frame exceeded the size limit")
                    self.buffer.clear()
                return
            line = bytes(self.buffer[:end])
            del self.buffer[: end + 1]
            self._frame(line)

    def _frame(self, line: bytes) -> None:
        if self.attempt.stop is not None or self.attempt.violation is not None:
            return  # nothing counts after the parent decided to stop the run
        try:
            frame = _decode(line.decode())
        except ValueError:  # UnicodeDecodeError included
            self._violation("the results channel carried something that is not a frame")
            return
        if type(frame) is not dict or frame.get("n") != self.nonce or type(frame.get("k")) is not str:
            self._violation("the results channel carried a frame without this run's nonce")
            return
        now = time.monotonic()
        self.attempt.frames.append((now, frame))
        self.clock = Deadline(self.frame_timeout, self._waited, start=now, credited=self.clock.credited)
