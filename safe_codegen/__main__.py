"""The console script and `python -m safe_codegen`.

`verify` forks its NuSMV child here, before the CLI is imported: loading pynusmv in the child takes
~0.25 s, and the CLI's imports and argument parsing then run beside it instead of before it.
"""

import sys


def main() -> None:
    """Run the command line (a `verify` first starts its NuSMV child, see safe_codegen.verify.forked)."""
    if sys.argv[1:2] == ["verify"]:
        from safe_codegen.verify.forked import start_early
        start_early()
    from safe_codegen.cli import main as cli
    cli()


if __name__ == "__main__":
    main()
