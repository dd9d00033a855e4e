"""The rules engines: pure Python, no pygame, no pymunk, deterministic."""
