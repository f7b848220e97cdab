"""The `safe-codegen` command line: one module per command group, argument handling only.

A command's module is imported and its options built only when the command is invoked: `verify`
never imports the other commands' modules nor builds their options, and --help lists the commands
from the disk cache (utils/diskcache.py), rebuilt when a command module changes."""

from __future__ import annotations

import functools
from importlib import import_module
from pathlib import Path
from typing import Optional

import typer
from typer.core import TyperCommand, TyperGroup

from safe_codegen import __version__
from safe_codegen.cli.coerce import install
from safe_codegen.cli.options import fail, input_errors
from safe_codegen.utils.diskcache import cached, stamp
from safe_codegen.utils.paths import add_search_dirs

# The modules of the command groups, in the order --help lists them; each has register(app).
MODULES = ("verify", "check", "compose", "plan", "generate", "train", "certify", "bridge", "demo")


def _typer(**settings) -> typer.Typer:
    """A Typer with the settings every part of the CLI shares (plain help, no completion)."""
    return typer.Typer(add_completion=False, rich_markup_mode=None, pretty_exceptions_enable=False, **settings)


@functools.cache
def _group(module: str) -> TyperGroup:
    """The commands `safe_codegen.cli.MODULE` registers, built (with the plain coercion) on first use."""
    app_part = _typer()
    import_module(f"{__name__}.{module}").register(app_part)
    return typer.main.get_group(app_part)


def _listing() -> list[list]:
    """[name, help, short help, hidden, deprecated] of every command, in --help's order (commands,
    then groups of commands)."""
    def build() -> list[list]:
        found = [cmd for m in MODULES for cmd in _group(m).commands.values()]
        found.sort(key=lambda cmd: isinstance(cmd, TyperGroup))
        return [[cmd.name, cmd.help, cmd.short_help, cmd.hidden, cmd.deprecated] for cmd in found]
    return cached("cli-commands", [stamp("typer"), stamp(__name__), *(stamp(f"{__name__}.{m}") for m in MODULES)],
                  build)


class _Commands(TyperGroup):
    """The command group: commands are loaded lazily from MODULES; an empty argument is refused
    anywhere (`verify ""` would otherwise verify the current directory: Path("") is "."), and plain
    option values are coerced without pydantic."""

    def parse_args(self, ctx, args: list[str]) -> list[str]:
        for i, arg in enumerate(args):
            if arg == "" or (arg.startswith("--") and arg.endswith("=")):
                after = f" after '{args[i - 1]}'" if i else ""
                fail(f"empty argument{after}: give a path, name or value")
        install(self, ctx)
        return super().parse_args(ctx, args)

    def list_commands(self, ctx) -> list[str]:
        return [row[0] for row in _listing()]

    def format_commands(self, ctx, formatter) -> None:
        """Typer's command list, drawn from the cached listing (no command module is imported)."""
        listed = TyperGroup(commands=[TyperCommand(name, help=help_, short_help=short, hidden=hidden,
                                                   deprecated=deprecated)
                                      for name, help_, short, hidden, deprecated in _listing()])
        TyperGroup.format_commands(listed, ctx, formatter)

    def get_command(self, ctx, name: str):
        for m in MODULES:
            command = _group(m).commands.get(name)
            if command is not None:
                install(command, ctx)
                return command
        return None


app = _typer(cls=_Commands, no_args_is_help=True,
             help="Verify language-model robot programs against LTL safety specs with NuSMV.")


def _version(value: bool) -> None:
    if value:
        print(f"safe-codegen {__version__}")
        raise typer.Exit(0)


@app.callback()
@input_errors
def _options(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                          help="Print the version and exit."),
             path: Optional[list[Path]] = typer.Option(None, "--path", help="A folder holding robots/, specs/, "
                                                       "tasks/ ... searched before $SAFE_CODEGEN_PATH's and the "
                                                       "packaged ones (repeatable).")) -> None:
    """Verify language-model robot programs against LTL safety specs with NuSMV."""
    if path:
        add_search_dirs(path)


def main() -> None:
    """Run the command line."""
    app()
