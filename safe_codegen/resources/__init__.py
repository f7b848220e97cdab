"""Packaged data: robots/, specs/, tasks/, fewshot/, scenarios/, training/ (read through safe_codegen.utils.paths)."""
