"""The Noah Planet table."""
