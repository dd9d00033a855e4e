"""Card sprites: layouts, rich text with icon tokens, procedural art, a content-hash cache, PDF sheets.

Nothing here is imported by the engine; pygame is imported only by the modules that draw.
"""
