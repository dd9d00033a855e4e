"""Ark Table: a desktop card table for three card games.

`__version__` is the one place the version is written: pyproject.toml reads it from here, and the
main menu, every save, the log and `ark-table --version` show it."""

__version__ = "0.1.0"
