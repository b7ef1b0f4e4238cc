"""Hands on paper and in files: hand cards as PNG, SVG or on the clipboard
(`pictures`), worksheets as PDF (`worksheet`), and the ``export`` and
``worksheet`` commands (`cli`). Drawing goes through `QPainter`, tiles as
vector paths (`vector`)."""
