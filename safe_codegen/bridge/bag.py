"""rosbag2 recording (rosbags: mcap or sqlite3) of a run's commands, odometry and sensor
readings. The bag is written in a hidden folder beside the target and renamed into place when it
is complete, so a reader never sees half a bag; `--bag out.mcap` gives out.mcap/{out.mcap,metadata.yaml}."""

from __future__ import annotations

import queue
import threading
from pathlib import Path

from rosbags.rosbag2 import Reader, StoragePlugin, Writer

from safe_codegen.bridge import messages as rosmsg
from safe_codegen.errors import InputError
from safe_codegen.bridge.rosmap import Topic
from safe_codegen.utils.atomic import write_directory

STORAGES = {"mcap": StoragePlugin.MCAP, "sqlite3": StoragePlugin.SQLITE3}


class BagRecorder:
    """Thread-safe and off the control path: callers queue messages; one thread of its own (the
    sqlite3 storage allows no other) serializes and writes them, and closes the bag."""

    def __init__(self, path: Path, storage: str = "mcap") -> None:
        if storage not in STORAGES:
            raise InputError(f"--bag-storage must be one of {', '.join(STORAGES)}, not '{storage}'")
        if path.exists():
            raise InputError(f"{path}: already exists (a bag is a new directory)")
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._write_all, args=(STORAGES[storage],), name="bag-writer",
                                        daemon=True)
        self._thread.start()

    def write(self, topic: Topic, msg: dict, stamp_ns: int) -> None:
        self._queue.put((topic, msg, stamp_ns))

    def close(self) -> None:
        """Write what is queued, finish the bag and move it into place."""
        if self._thread.is_alive():
            self._queue.put(None)
            self._thread.join()
        if self._error is not None:
            raise self._error

    def _write_all(self, storage: StoragePlugin) -> None:
        try:
            connections: dict[str, object] = {}
            # rosbags names the storage file after the directory: written as STEM, it is STEM.mcap inside
            with write_directory(self.path, name=self.path.stem) as work, \
                    Writer(work, version=9, storage_plugin=storage) as writer:
                while (item := self._queue.get()) is not None:
                    topic, msg, stamp = item
                    if topic.name not in connections:
                        connections[topic.name] = writer.add_connection(topic.name, topic.type,
                                                                        typestore=rosmsg.TYPESTORE)
                    writer.write(connections[topic.name], stamp, rosmsg.serialize(topic.type, msg))
        except BaseException as exc:  # reported by close() on the caller's thread
            self._error = exc


def read_bag(path: Path) -> dict[str, list[tuple[int, dict]]]:
    """Every message of a bag by topic: (timestamp ns, message dict), in time order."""
    out: dict[str, list[tuple[int, dict]]] = {}
    with Reader(path) as reader:
        for conn in reader.connections:
            out.setdefault(conn.topic, [])
        for conn, stamp, data in reader.messages():
            out[conn.topic].append((stamp, rosmsg.deserialize(conn.msgtype, data)))
    return out
