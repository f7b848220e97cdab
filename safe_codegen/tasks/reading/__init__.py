"""The task reader's parts: number words and unread words (words.py), the indoor robot's rooms and
requests (indoor.py); tasks/reader.py reads motion and dispatches."""
