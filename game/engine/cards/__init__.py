"""Card data: YAML loading with line numbers, and validation that names file and line."""
from game.engine.cards.problems import CardError, Problem
from game.engine.cards.yaml_lines import Located, load_card_yaml, load_yaml

__all__ = ["CardError", "Problem", "Located", "load_card_yaml", "load_yaml"]
