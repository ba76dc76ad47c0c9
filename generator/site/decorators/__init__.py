"""Page decorators: each module has ``decorate(ctx, page) -> Page`` and is applied to every page."""
