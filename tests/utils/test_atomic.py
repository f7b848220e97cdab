"""Atomic files and directories: whole or absent, with the umask's permissions; a bag a user can see."""

import os
import stat

import pytest

from safe_codegen.utils.atomic import umask, write_directory, write_text


@pytest.fixture
def mask():
    """Set the process umask for one test and restore it."""
    saved = []

    def set_(m: int) -> None:
        saved.append(os.umask(m))
    yield set_
    if saved:
        os.umask(saved[0])


@pytest.mark.parametrize("m, mode", [(0o022, 0o644), (0o077, 0o600), (0o002, 0o664)])
def test_files_and_directories_get_the_umask_permissions(tmp_path, mask, m, mode):
    mask(m)
    assert umask() == m
    write_text(tmp_path / "report.json", "{}\n")
    assert stat.S_IMODE((tmp_path / "report.json").stat().st_mode) == mode
    with write_directory(tmp_path / "out") as work:
        work.mkdir()
        write_text(work / "a.txt", "a")
    assert stat.S_IMODE((tmp_path / "out").stat().st_mode) == mode | 0o111 & ~m
    assert stat.S_IMODE((tmp_path / "out/a.txt").stat().st_mode) == mode


def test_directory_replaces_the_old_one_whole_or_not_at_all(tmp_path):
    target = tmp_path / "hf"
    with write_directory(target) as work:
        work.mkdir()
        (work / "v1").write_text("1")
    with pytest.raises(RuntimeError):
        with write_directory(target) as work:
            work.mkdir()
            (work / "v2").write_text("2")
            raise RuntimeError("interrupted")
    assert sorted(p.name for p in target.iterdir()) == ["v1"]  # the old one, untouched
    with write_directory(target, name="inner") as work:
        assert work.name == "inner" and not work.exists()
        work.mkdir()
        (work / "v3").write_text("3")
    assert sorted(p.name for p in target.iterdir()) == ["v3"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hf"]  # no temporaries left
    with pytest.raises(FileNotFoundError, match="was not written"):
        with write_directory(tmp_path / "never"):
            pass
    assert not (tmp_path / "never").exists()


def test_bag_has_visible_names(tmp_path):
    from safe_codegen.bridge.bag import BagRecorder, read_bag
    from safe_codegen.bridge.rosmap import COMMAND_QOS, Topic
    rec = BagRecorder(tmp_path / "out.mcap")
    topic = Topic("/cmd_vel", "geometry_msgs/msg/Twist", COMMAND_QOS)
    rec.write(topic, {"linear": {"x": 1.0, "y": 0.0, "z": 0.0}, "angular": {"x": 0.0, "y": 0.0, "z": 0.5}}, 1000)
    rec.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.mcap"]
    assert sorted(p.name for p in (tmp_path / "out.mcap").iterdir()) == ["metadata.yaml", "out.mcap"]
    assert [stamp for stamp, _ in read_bag(tmp_path / "out.mcap")["/cmd_vel"]] == [1000]
