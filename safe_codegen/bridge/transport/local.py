"""The in-process transport: a published message is handed to every subscriber of its topic at once, in
the publisher's thread, as Cyclone DDS delivers to readers in its own process. It runs the real bridge
against a world in the same process with no network (the abstraction oracle, tests, benchmarks); a
latched (transient local) topic gives a late subscriber its last message. Subscribers share the message
dict and must not change it."""

from __future__ import annotations

import threading
from typing import Callable

from safe_codegen.bridge.rosmap import TRANSIENT_LOCAL, Topic


class LocalTransport:
    """Publish/subscribe within this process; thread-safe, and no lock is held while delivering."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._subscribers: dict[str, tuple[Callable[[dict], None], ...]] = {}
        self._latched: dict[str, dict] = {}

    def publisher(self, topic: Topic) -> Callable[[dict], None]:
        latched = topic.qos.durability == TRANSIENT_LOCAL

        def publish(msg: dict) -> None:
            with self._lock:
                if latched:
                    self._latched[topic.name] = msg
                callbacks = self._subscribers.get(topic.name, ())
            for callback in callbacks:
                callback(msg)

        return publish

    def subscribe(self, topic: Topic, callback: Callable[[dict], None]) -> None:
        with self._lock:
            self._subscribers[topic.name] = self._subscribers.get(topic.name, ()) + (callback,)
            last = self._latched.get(topic.name)
        if last is not None:
            callback(last)

    def close(self) -> None:
        """No deliveries after this. Idempotent."""
        with self._lock:
            self._subscribers.clear()
            self._latched.clear()
