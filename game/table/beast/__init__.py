"""Nature of the Beast at the shared table."""
