"""Small helpers for the inline SVG figures: escaping, numbers, text width, and the figure wrapper.

The figures are static inline SVG: no script, no external file, font or image. Colours come
from ``currentColor`` and the theme's CSS variables (see ``docs/stylesheets/stichwort.css``), so a
figure follows the light and the dark scheme. Links inside an SVG are raw HTML that MkDocs does
not rewrite, so they are built with ``links.url`` (built page URLs), never ``.md`` paths.
"""
from __future__ import annotations

import html

from generator.site.text import plain
from generator.site.verbatim import block

SVG_NS = "http://www.w3.org/2000/svg"


def x(text) -> str:
    """Data text for SVG text content or an attribute (XML-safe: markup escaped, and any character
    XML may not hold as U+FFFD, see ``text.plain``)."""
    return html.escape(plain(text), quote=True)


def num(value: float) -> str:
    """A coordinate with at most one decimal, without trailing zeros (stable output)."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def text_width(text: str, size: float) -> float:
    """Rough width of a label in the figure's sans-serif font."""
    wide = sum(1 for c in text if c.isupper() or c in "mwMW")
    return size * (0.56 * len(text) + 0.14 * wide)


def figure(kind: str, uid: str, width: float, height: float, title: str, desc: str, body: list[str],
           caption: str = "", instead: str = "") -> list[str]:
    """Markdown lines holding one accessible inline SVG inside a <figure> (a raw HTML block).

    The SVG is named by its <title> and <desc> (``aria-labelledby``). Its role is ``group``, not
    ``img``: an image role would hide the links inside it from assistive technology (axe-core
    reports it as nested-interactive), while a group keeps every mark reachable by keyboard.

    ``instead``: what a narrow screen shows in place of a figure too wide to read there (the figure
    is not drawn there; ``docs/stylesheets/stichwort.css``), pointing at the text alternative.

    ``title``/``desc``/``caption``/``instead`` are plain text (escaped here); ``body`` is SVG markup
    already escaped. No blank line inside, so Markdown keeps the block as raw HTML.
    """
    tid, did = f"{uid}-title", f"{uid}-desc"
    lines = [f'<figure class="sw-figure sw-{kind}" id="{x(uid)}">',
             f'<svg xmlns="{SVG_NS}" viewBox="0 0 {num(width)} {num(height)}" width="{num(width)}" '
             f'height="{num(height)}" role="group" aria-labelledby="{x(tid)} {x(did)}" class="sw-svg" '
             f'font-family="sans-serif" font-size="11" fill="currentColor">',
             f'<title id="{x(tid)}">{x(title)}</title>',
             f'<desc id="{x(did)}">{x(desc)}</desc>',
             *body,
             "</svg>"]
    if caption:
        lines.append(f"<figcaption>{x(caption)}</figcaption>")
    lines.append("</figure>")
    if instead:
        lines.append(f'<p class="sw-figure-instead">{x(instead)}</p>')
    return block([line for line in lines if line.strip()])
