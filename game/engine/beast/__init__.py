"""Nature of the Beast: Farm vs. Forest — the rules engine (rulebook in shared/rulebooks)."""
