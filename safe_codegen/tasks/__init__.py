"""Task checks: goals, the virtual-time task simulator, and the judge (docs/tasks.md)."""
