"""The `safe-codegen` command line: one module per command group, argument handling only."""

from __future__ import annotations


import typer
from typer.core import TyperGroup

from safe_codegen import __version__
from safe_codegen.cli import bridge, certify, compose, demo, generate, train, verify
from safe_codegen.cli.coerce import install
from safe_codegen.cli.options import fail


class _Commands(TyperGroup):
    """The command group, refusing an empty argument anywhere (`verify ""` would otherwise verify
    the current directory: Path("") is "."), and coercing plain option values without pydantic."""

    def parse_args(self, ctx, args: list[str]) -> list[str]:
        for i, arg in enumerate(args):
            if arg == "" or (arg.startswith("--") and arg.endswith("=")):
                after = f" after '{args[i - 1]}'" if i else ""
                fail(f"empty argument{after}: give a path, name or value")
        install(self, ctx)
        return super().parse_args(ctx, args)


app = typer.Typer(cls=_Commands, add_completion=False, rich_markup_mode=None, no_args_is_help=True,
                  pretty_exceptions_enable=False,
                  help="Verify language-model robot programs against LTL safety specs with NuSMV.")


def _version(value: bool) -> None:
    if value:
        print(f"safe-codegen {__version__}")
        raise typer.Exit(0)


@app.callback()
def _options(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                                    help="Print the version and exit.")) -> None:
    """Verify language-model robot programs against LTL safety specs with NuSMV."""


for module in (verify, compose, generate, train, certify, bridge, demo):
    module.register(app)


def main() -> None:
    """The console script."""
    app()
