"""A problem found in a file from outside (a card file, a scenario, a save, the settings): file, line and
a sentence a person understands."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Problem:
    """One problem in one file (line 0: the file as a whole)."""

    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


SUGGESTED = 10    # names a message gives a "did you mean" for; the rest are counted, not searched


def did_you_mean(word: object, choices, limit: int = 64) -> str | None:
    """The choice nearest a misspelt name (a close match, in any case), or None. The work is bounded:
    a name longer than `limit` characters gets no suggestion, and callers ask for at most SUGGESTED
    names of a file (`unknown_names`)."""
    if not isinstance(word, str) or not word or len(word) > limit:
        return None
    import difflib   # here, not at the top: the table's start reads its settings without it
    close = difflib.get_close_matches(word.lower(), list(choices), n=1, cutoff=0.7)
    return close[0] if close else None


def unknown_names(found: list[tuple[int, str]], file: str, sentence, more: str) -> list[Problem]:
    """Problems for names that do not exist, each given at its line as `sentence(name)`; past the first
    SUGGESTED, one problem at the next one's line says how many more (`more` names them: "cards")."""
    problems = [Problem(file, line, sentence(name)) for line, name in found[:SUGGESTED]]
    if len(found) > SUGGESTED:
        rest = len(found) - SUGGESTED
        problems.append(Problem(file, found[SUGGESTED][0], f"and {rest:,} more {more} that do not exist."))
    return problems


def at_most(problems: list[Problem], limit: int = 50) -> list[str]:
    """The lines to print for a list of problems: the first `limit`, then how many more there are."""
    lines = [str(p) for p in problems[:limit]]
    if len(problems) > limit:
        lines.append(f"... and {len(problems) - limit:,} more problem(s).")
    return lines
