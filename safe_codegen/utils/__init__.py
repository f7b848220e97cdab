"""Small shared helpers: atomic writes, JSON Lines, YAML with lines, text files, paths, deadlines."""
