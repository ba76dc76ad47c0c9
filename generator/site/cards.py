"""Playing cards drawn by the project itself as SVG files: French and German suits.

Every card of both suit systems (and a card back) is one small SVG document under
``assets/cards/`` of the site, carrying its own colours (``_PALETTE``), so it looks the same
wherever it is shown and needs no other host. A page shows a card as an ``<img>`` whose ``alt``
is the card's name ("Jack of Spades", "Unter of Acorns"): a card used a hundred times on a page
is fetched once, and the page carries a short tag instead of the whole drawing each time. The
layout of the pictures (their size on the page) is set in ``docs/stylesheets/stichwort.css``.
"""
from __future__ import annotations

from generator.engine.cards import RANKS, SUITS
from generator.site import links
from generator.site.cardnames import card_name, split_code
from generator.site.text import attr

# Suit pips in a 100 x 100 box: (svg elements, fill colour class).
_PIPS = {
    ("french", "H"): ('<path d="M50 88C20 65 0 45 10 25C20 5 45 8 50 28C55 8 80 5 90 25C100 45 80 65 50 88Z"/>', "red"),
    ("french", "D"): ('<path d="M50 5L85 50L50 95L15 50Z"/>', "red"),
    ("french", "S"): ('<path d="M50 5C20 35 0 50 12 70C22 85 42 82 47 70L40 95H60L53 70C58 82 78 85 88 70C100 50 80 35 50 5Z"/>', "black"),
    ("french", "C"): ('<circle cx="50" cy="28" r="17"/><circle cx="28" cy="58" r="17"/><circle cx="72" cy="58" r="17"/>'
                      '<path d="M45 55L38 95H62L55 55Z"/>', "black"),
    ("german", "H"): ('<path d="M50 88C20 65 0 45 10 25C20 5 45 8 50 28C55 8 80 5 90 25C100 45 80 65 50 88Z"/>', "red"),
    ("german", "E"): ('<ellipse cx="50" cy="64" rx="21" ry="28"/><path class="dark" d="M25 48Q50 16 75 48Z"/>'
                      '<path class="dark" d="M47 10H53V24H47Z"/>', "brown"),
    ("german", "G"): ('<path d="M50 5C86 30 86 70 50 95C14 70 14 30 50 5Z"/>'
                      '<path class="vein" d="M50 12V92" fill="none"/>', "green"),
    ("german", "S"): ('<path d="M28 72C28 42 34 22 50 22C66 22 72 42 72 72L80 80H20Z"/><circle cx="50" cy="88" r="7"/>'
                      '<circle cx="50" cy="15" r="6"/><path class="dark" d="M26 64H74" fill="none"/>', "gold"),
}
#: Where the card pictures live in the site.
FOLDER = "assets/cards"
#: The ranks drawn: every rank the card notation can write with the suits of each system (the
#: German packs stop at the Six, but a code such as ``5E`` is still a card of the notation).
DRAWN_RANKS = {"french": RANKS["french"], "german": RANKS["german"] + ("5", "4", "3", "2")}

#: Colours of a card drawing, by the colour of its suit: (colour of the rank letter, CSS of the pips).
_PALETTE = {
    "red": ("#b71c1c", ".pip{fill:#c62828}"),
    "black": ("#111", ".pip{fill:#111}"),
    "brown": ("#5d3a14", ".pip{fill:#8d5524}.pip .dark{fill:#4e2e0e}"),
    "green": ("#1b5e20", ".pip{fill:#2e7d32}.pip .vein{stroke:#c8e6c9;stroke-width:4}"),
    "gold": ("#7a5200", ".pip{fill:#f2b01e;stroke:#7a5200;stroke-width:3}.pip .dark{stroke:#7a5200;stroke-width:4}"),
}
_FACE = ".face{fill:#fff;stroke:#444;stroke-width:1.2}"


def card_path(code: str, suits: str = "french") -> str:
    """The card's picture in the site: ``assets/cards/french/JS.svg``."""
    split_code(code)
    return f"{FOLDER}/{suits}/{code}.svg"


BACK_PATH = f"{FOLDER}/back.svg"


def card_svg(code: str, suits: str = "french") -> str:
    """One card as a standalone SVG document, with its name as ``<title>``."""
    rank, suit = split_code(code)
    pip, colour = _PIPS[(suits, suit)]
    text, rules = _PALETTE[colour]
    label = card_name(code, suits)
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" width="60" height="90">'
            f'<title>{attr(label)}</title>'
            f'<style>{_FACE}.rank{{font:bold 15px sans-serif;fill:{text}}}{rules}</style>'
            '<rect class="face" x="1" y="1" width="58" height="88" rx="5"/>'
            f'<text class="rank" x="6" y="17">{attr(rank)}</text>'
            f'<g class="pip" transform="translate(4 20) scale(.16)">{pip}</g>'
            f'<g class="pip" transform="translate(14 34) scale(.32)">{pip}</g>'
            '</svg>\n')


def back_svg() -> str:
    """The back of a card, as a standalone SVG document."""
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 90" width="60" height="90">'
            '<title>The back of a card</title>'
            '<style>.face{fill:#7b3f00;stroke:#444;stroke-width:1.2}.pattern{fill:none;stroke:#e8c9a0;stroke-width:2}</style>'
            '<rect class="face" x="1" y="1" width="58" height="88" rx="5"/>'
            '<path class="pattern" d="M8 8H52V82H8Z M8 8L52 82 M52 8L8 82"/></svg>\n')


def files() -> dict[str, bytes]:
    """``{path under the site: SVG}``: every card of both suit systems, and the back."""
    out = {BACK_PATH: back_svg().encode("utf-8")}
    for suits, ranks in DRAWN_RANKS.items():
        for suit in SUITS[suits]:
            for rank in ranks:
                out[card_path(rank + suit, suits)] = card_svg(rank + suit, suits).encode("utf-8")
    return out


def _img(src: str, label: str, classes: str) -> str:
    # Short on purpose: an example page shows some 300 cards. The size is set by the stylesheet
    # (the files are 60 x 90); docs/javascripts/examples.js adds the name as a tooltip.
    extra = f" {classes}" if classes else ""
    return f'<img class="card{extra}" src="{attr(src)}" alt="{attr(label)}" loading="lazy">'


def card_img(code: str, suits: str, page: str, note: str | None = None, classes: str = "") -> str:
    """The card as an ``<img>`` on ``page`` (a page path such as ``games/x/examples/y.md``).

    ``note`` ("turned up") joins the text alternative; ``classes`` are added to the image's.
    """
    label = card_name(code, suits) + (f", {note}" if note else "")
    return _img(links.asset(page, card_path(code, suits)), label, classes)


def back_img(page: str, label: str = "a card face down") -> str:
    """A card lying face down, as an ``<img>`` on ``page``."""
    return _img(links.asset(page, BACK_PATH), label, "")
