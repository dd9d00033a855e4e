"""The engine core shared by all three games: commands, events, prompts, the engine, saves."""
