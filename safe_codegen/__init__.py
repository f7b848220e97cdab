"""safe-codegen: make language-model robot programs safe to run."""

__version__ = "0.1.0"
