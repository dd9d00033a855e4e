"""Every problem in some card files, found by one checker for `ark-table cards check` and the preview
alike: the game's own rules' card check (its loader), then what the sprite builder would refuse."""
from __future__ import annotations

from pathlib import Path

from game.engine.cards import Problem
from game.sprites.artfiles import art_problem, icon_name_problem
from game.sprites.builder import Planner
from game.sprites.cardset import load_cards
from game.sprites.icons import check_icons
from game.sprites import paths
from game.sprites.richtext import TOKEN
from game.sprites.spec import CardSet


def card_problems(paths: list[Path], game: str, cards: CardSet | None = None,
                  planner: Planner | None = None) -> list[Problem]:
    """Every problem `cards check` reports for these files or folders, each once, in order. A caller that
    has loaded the cards (and planned their drawing) passes them in."""
    problems = engine_problems(paths, game) + sprite_problems(cards or load_cards(paths, game), planner)
    seen: set[str] = set()
    return [p for p in problems if not (str(p) in seen or seen.add(str(p)))]


def engine_problems(paths: list[Path], game: str) -> list[Problem]:
    """The game's own card check (its rules' loader): every problem with file and line."""
    from game.engine.games import game_spec
    check = game_spec(game).check_cards
    return list(check([str(p) for p in paths])) if check else []


def sprite_problems(cards: CardSet, planner: Planner | None = None) -> list[Problem]:
    """What the sprite builder would refuse without drawing: layouts, icons, unknown tokens, art paths."""
    planner = planner or Planner(cards)
    known = {p.stem for p in paths.ICONS.iterdir() if p.suffix in (".yaml", ".png")}
    problems = list(cards.problems) + check_icons()
    reported: set = set()
    for spec in cards.specs.values():
        planner.job(spec)
        for name, value in spec.fields.items():
            texts = value if isinstance(value, list) else [value]
            for text in texts:
                unknown = sorted({t for t in TOKEN.findall(str(text)) if t not in known})
                if unknown:
                    problems.append(Problem(spec.file, spec.line_of(name), f"card {spec.id!r}: unknown icon token(s) "
                                            f"{', '.join(':' + t + ':' for t in unknown)} in its {name}."))
        if spec.art:
            _, problem = art_problem(spec.art, paths.ASSETS)
            if problem:
                problems.append(Problem(spec.file, spec.art_line or spec.line, f"card {spec.id!r}: {problem}"))
        for name, why in _icon_names(spec):
            problem = icon_name_problem(name, why)
            if problem and (spec.file, name) not in reported:   # once a file: every card of a faction shares it
                reported.add((spec.file, name))
                problems.append(Problem(spec.file, spec.line_of(why.split()[-1]), f"card {spec.id!r}: {problem}"))
    return problems + planner.problems


def _icon_names(spec) -> list[tuple[str, str]]:
    """The icon file names a card's fields build (its emblem, its icon), with what they come from."""
    names = []
    if isinstance(spec.fields.get("emblem"), str):
        names.append((f"emblem_{spec.fields['emblem']}", "its emblem"))
    for key in ("icon", "pattern", "shape"):
        if isinstance(spec.fields.get(key), str) and spec.fields[key]:
            names.append((spec.fields[key], f"its {key}"))
    return names


