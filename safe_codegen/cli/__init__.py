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
from safe_codegen.cli.coerce import install, scalar
from safe_codegen.cli.options import fail, input_errors, set_quiet
from safe_codegen.utils.diskcache import cached, stamp
from safe_codegen.utils.paths import add_search_dirs

# The modules of the command groups, in the order --help lists them; each has register(app).
MODULES = ("verify", "tasks", "check", "compose", "plan", "generate", "train", "certify", "bridge", "demo")
# The options of the whole CLI that may also follow the command: name -> whether it takes a value.
GLOBAL = {"--path": True, "--quiet": False, "-q": False}


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


# The help's names for option values, click's own (typer would print `<list[Path]>`): an option that
# takes several values is repeated, `--spec phi1 --spec phi3` (click's convention, said in its help).
METAVARS = {str: "TEXT", Path: "PATH", int: "INTEGER", float: "NUMBER"}


def _metavars(command) -> None:
    """Name the values of `command`'s options (and its subcommands') the click way: PATH, TEXT ... for
    options, the argument's name in capitals for arguments (usage: `{PATHS}...`)."""
    for param in command.params:
        descriptor = getattr(param, "type_descriptor", None)
        if param.param_type_name == "argument":
            param.metavar = param.metavar or param.name.upper()
            param.display_type_rich = lambda ctx: None  # typer 0.29 adds `<list[Path]>` after an argument's name
        elif param.metavar is None and not getattr(param, "is_flag", False) and descriptor is not None \
                and scalar(descriptor.annotation) in METAVARS:
            param.metavar = METAVARS[scalar(descriptor.annotation)]
    for sub in getattr(command, "commands", {}).values():
        _metavars(sub)


def _option_names(command) -> set[str]:
    """Every option name of a command and, for a group, of its subcommands."""
    names = {o for p in command.params for o in (*p.opts, *p.secondary_opts)}
    for sub in getattr(command, "commands", {}).values():
        names |= _option_names(sub)
    return names


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
        return super().parse_args(ctx, self.hoist(ctx, args))

    def hoist(self, ctx, args: list[str]) -> list[str]:
        """The global options (GLOBAL) given after the command moved before it, unless the command has an
        option of that name itself (`run --quiet` is run's own): `verify x.py --path DIR` works."""
        i = 0
        while i < len(args) and args[i].startswith("-") and args[i] != "--":
            i += 1 + (GLOBAL.get(args[i], False) and "=" not in args[i])
        command = self.get_command(ctx, args[i]) if i < len(args) else None
        if command is None:
            return args
        own = _option_names(command)
        front, rest, j = args[:i], [args[i]], i + 1
        while j < len(args):
            name = args[j].split("=", 1)[0]
            if args[j] == "--":
                rest += args[j:]
                break
            step = 1 + (GLOBAL.get(name, False) and "=" not in args[j])
            (front if name in GLOBAL and name not in own else rest).extend(args[j:j + step])
            j += step
        return front + rest

    def resolve_command(self, ctx, args: list[str]):
        """The command named first; a mistyped one gets the nearest names ("did you mean")."""
        name = args[0] if args else ""
        if args and not name.startswith("-") and self.get_command(ctx, name) is None:
            import difflib
            near = difflib.get_close_matches(name, self.list_commands(ctx), n=3, cutoff=0.5)
            hint = f"; did you mean {' or '.join(repr(n) for n in near)}?" if near else ""
            fail(f"no command '{name}'{hint} (commands: {', '.join(self.list_commands(ctx))})")
        return super().resolve_command(ctx, args)

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
                _metavars(command)
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
             path: Optional[list[Path]] = typer.Option(None, "--path", metavar="DIR", help="A folder holding "
                                                       "robots/, specs/, tasks/ ... searched before "
                                                       "$SAFE_CODEGEN_PATH's and the packaged ones (repeat the "
                                                       "option for several; also after the command)."),
             quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bars or loading notes on stderr "
                                                                      "(also after the command).")) -> None:
    """Verify language-model robot programs against LTL safety specs with NuSMV."""
    set_quiet(quiet)
    if path:
        add_search_dirs(path)


def main() -> None:
    """Run the command line."""
    app()
