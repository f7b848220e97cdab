"""Converted models live in their documented folder, whatever the JSON cache's setting (issue: with
SAFE_CODEGEN_CACHE=off they went to ./off/models, and otherwise into the JSON cache's root)."""

from pathlib import Path

import pytest

from safe_codegen.generate.models.bundled import models_dir


@pytest.mark.timeout(10)
def test_models_dir_ignores_the_json_cache_setting(monkeypatch, tmp_path):
    monkeypatch.delenv("SAFE_CODEGEN_MODELS", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    for setting in ("off", str(tmp_path / "json-cache")):
        monkeypatch.setenv("SAFE_CODEGEN_CACHE", setting)
        assert models_dir() == tmp_path / "xdg" / "safe-codegen" / "models"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert models_dir() == Path.home() / ".cache" / "safe-codegen" / "models"
    monkeypatch.setenv("SAFE_CODEGEN_MODELS", str(tmp_path / "m"))
    assert models_dir() == tmp_path / "m"
