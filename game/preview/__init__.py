"""The card-art preview window: a grid of cards that redraws when their YAML is saved."""
