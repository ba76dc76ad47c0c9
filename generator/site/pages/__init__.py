"""One module per kind of page; each exposes ``render(ctx) -> list[Page]``."""
