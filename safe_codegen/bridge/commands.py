"""The bridge's outgoing commands, published in order by one thread of their own.

A transport may deliver a message synchronously, in the publisher's thread, into a subscriber in
the same process (Cyclone DDS does; a simulator beside the bridge waits there for its own lock). So
no caller publishes while it holds a lock: the program's thread, the watchdog and a signal's halt
only queue (a put that never blocks, under a lock that guards the queue and nothing else: the
bridge may hold its own lock meanwhile), and the last message (the fail-safe or final stop) closes
the queue, so no command can follow it onto the wire. The bag records each command when it is queued.
"""

from __future__ import annotations

import queue
import threading
import time
from typing import Callable

from safe_codegen.bridge.bag import BagRecorder
from safe_codegen.bridge.rosmap import Topic


class CommandQueue:
    def __init__(self, publishers: dict[str, Callable[[dict], None]], recorder: BagRecorder | None) -> None:
        self._publishers, self._recorder = publishers, recorder
        self._lock = threading.Lock()  # orders puts against the close; never held while publishing
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._closed = False
        self.error: Exception | None = None  # the first command the transport failed to publish
        self._thread = threading.Thread(target=self._publish_all, name="bridge-commands", daemon=True)
        self._thread.start()

    def send(self, topic: Topic, msg: dict) -> bool:
        """Queue a command (into the bag now: the order and time of the bridge's decision); False (and
        nothing sent) once the queue is closed."""
        with self._lock:
            if self._closed:
                return False
            self._put(topic, msg)
        return True

    def close(self, topic: Topic | None = None, msg: dict | None = None) -> bool:
        """Queue the last command (if any) and refuse every later one; False if already closed."""
        with self._lock:
            if self._closed:
                return False
            self._closed = True
            if topic is not None:
                self._put(topic, msg)
            self._queue.put(None)
        return True

    def _put(self, topic: Topic, msg: dict) -> None:
        self._queue.put((topic, msg))
        if self._recorder is not None:
            self._recorder.write(topic, msg, time.time_ns())

    def join(self, timeout: float) -> None:
        """Wait until every queued command has been published (after close)."""
        self._thread.join(timeout)

    def _publish_all(self) -> None:
        while (item := self._queue.get()) is not None:
            topic, msg = item
            try:
                self._publishers[topic.name](msg)
            except Exception as exc:  # reported by the bridge; the commands behind it (the stop) still go out
                self.error = self.error or exc
