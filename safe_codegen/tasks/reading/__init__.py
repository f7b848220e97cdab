"""The task reader's parts: number words and unread words (words.py), the indoor robot's rooms and
requests (indoor.py); tasks/reader.py reads motion and dispatches."""

import re

# The reader's rules use about 1,040 distinct regular expressions per task; `re` keeps 512 compiled ones (a FIFO in
# CPython 3.11), so each reading recompiled most of them: 240 writers' tasks took 6.6-15 s, 2.6-3.5 s with room for
# all (measured while CI ran; benchmarks/reader_speed.py). A larger cache changes no result, only the time.
re._MAXCACHE = max(re._MAXCACHE, 4096)
