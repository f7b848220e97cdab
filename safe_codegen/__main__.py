"""The console script and `python -m safe_codegen`.

`verify` forks its NuSMV child here, before the CLI is imported: loading pynusmv in the child takes
~0.25 s, and the CLI's imports and argument parsing then run beside it instead of before it. Not with
`--engine explicit`, nor where pynusmv is not installed (the explicit engine checks then).
"""

import sys


def main() -> None:
    """Run the command line (a `verify` first starts its NuSMV child, see safe_codegen.verify.forked)."""
    if sys.argv[1:2] == ["verify"] and nusmv_wanted(sys.argv[2:]):
        from safe_codegen.verify.forked import start_early
        start_early()
    from safe_codegen.cli import main as cli
    cli()


def nusmv_wanted(args: list[str]) -> bool:
    """Whether these arguments leave the engine to NuSMV: no `--engine` other than nusmv, and pynusmv installed."""
    from safe_codegen.verify.engine import nusmv_installed
    named = [args[i + 1] for i, a in enumerate(args[:-1]) if a == "--engine"]
    named += [a.removeprefix("--engine=") for a in args if a.startswith("--engine=")]
    return all(n == "nusmv" for n in named) and nusmv_installed()


if __name__ == "__main__":
    main()
