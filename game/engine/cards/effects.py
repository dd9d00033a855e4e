"""Card effects as checked data, for every game: a registry of named operations with declared
parameters, and the checker that turns a card's YAML op list into Ops (every problem with its line).

A game makes one EffectRegistry, registers its small effect functions on it with `@registry.effect`,
and checks each card's ops with `check_ops`. A card that names an op that does not exist, gives a
parameter of the wrong type or out of its bounds, or misses one, is a Problem at load time."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of


@dataclass(frozen=True)
class Param:
    """One parameter of an op: its type, whether it is required, its default, choices and bounds."""

    kind: type
    required: bool = True
    default: object = None
    choices: tuple = ()
    minimum: int | None = None
    maximum: int | None = None


@dataclass(frozen=True)
class OpSpec:
    """An effect operation: its family (where a card may use it), parameters, the choice it needs."""

    name: str
    family: str
    params: dict
    choice: str | None
    run: Callable | None


@dataclass(frozen=True)
class Op:
    """One effect operation on a card: its name in the registry and its checked parameters."""

    name: str
    params: dict = field(hash=False, compare=True)
    choice: str | None = None   # the kind of choice the op needs (from the registry), if any


def chosen_op(ops) -> Op | None:
    """The op whose target the player chooses (a card's effect has at most one: check_ops), or None."""
    return next((op for op in ops if op.choice), None)


class EffectRegistry(dict):
    """name -> OpSpec for one game's effect operations."""

    def effect(self, name: str, family: str, choice: str | None = None, **params: Param):
        """Register the decorated function as the effect operation `name`."""

        def register(function: Callable) -> Callable:
            self._add(OpSpec(name, family, dict(params), choice, function))
            return function

        return register

    def declare(self, name: str, family: str, **params: Param) -> None:
        """Register an op with no function of its own (an ongoing modifier the rules read where it applies)."""
        self._add(OpSpec(name, family, dict(params), None, None))

    def _add(self, spec: OpSpec) -> None:
        if spec.name in self:
            raise ValueError(f"effect {spec.name} registered twice")
        self[spec.name] = spec


def check_ops(registry: EffectRegistry, node: Any, file: str, line: int, what: str,
              accepts: Callable[[OpSpec], bool], problems: list[Problem], *,
              max_choices: int = 1, allow_empty: bool = False) -> tuple[Op, ...]:
    """Check an op list: each op exists, is accepted here, and has good parameters."""
    if not isinstance(node, list):
        problems.append(Problem(file, line, f"{what} must be a list of operations like [{{op: NAME, ...}}]."))
        return ()
    if not node and not allow_empty:
        problems.append(Problem(file, line, f"{what} is empty: every card must do something."))
    result = []
    choices = 0
    for index, item in enumerate(node):
        item_line = line_of(node, index) or line
        if not isinstance(item, dict) or "op" not in item:
            problems.append(Problem(file, item_line, f"{what}: each operation is a mapping with an 'op' key."))
            continue
        name = item["op"]
        spec = registry.get(name) if isinstance(name, str) else None
        if spec is None:
            known = ", ".join(sorted(n for n, s in registry.items() if accepts(s)))
            shown = name if isinstance(name, str) and len(name) <= 40 else type(name).__name__
            problems.append(Problem(file, line_of(item, "op"), f"{what}: there is no effect operation {shown!r} "
                                                               f"(known here: {known})."))
            continue
        if not accepts(spec):
            problems.append(Problem(file, line_of(item, "op"), f"{what}: {name} cannot be used here "
                                                               f"(it is a {spec.family} operation)."))
            continue
        fields = [Field("op", str)] + [Field(p, s.kind, s.required, s.default, s.choices, s.minimum, s.maximum)
                                      for p, s in spec.params.items()]
        values = check_mapping(item, fields, file, f"{what}: {name}", problems, item_line)
        if values is None:
            continue
        if spec.choice:
            choices += 1
        values.pop("op")
        result.append(Op(name, values, spec.choice))
    if choices > max_choices:
        problems.append(Problem(file, line, f"{what} has {choices} operations that need a choice; "
                                            f"at most {max_choices}."))
    return tuple(result)
