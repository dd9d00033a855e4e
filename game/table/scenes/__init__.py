"""Scenes: the main menu, settings, new game, the NOAH table, rules reference, end of game."""
