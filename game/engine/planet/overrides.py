"""Stacking a Noah Planet game for a scenario or puzzle: hands, ecosystems, scores, piles (top card
first), the Selection Area, Environments, and whose turn and phase it is.

Cards are named by card id ('rabbit'); a free copy is taken from wherever it is. A zone given in the
setup holds exactly what is listed, except the Noah Card Pile and the Plant Pile, whose listed cards
go on top of the rest; given as `{top: [...], size: N}` a pile holds exactly N cards, the listed ones
on top, and the free cards left over go where the rules put such cards: Noah cards under the Discard
Pile, Basic Plants out of the game (`removed`). Cards a listed zone held before go to the bottom of
their pile. `removed` lists the cards out of the game: Basic Plants (gone extinct), Special Powers
(played) and, for a single player, Migratory animals (gone after scoring)."""
from __future__ import annotations

from game.engine.cards.problems import Problem
from game.engine.cards.schema import Field, check_mapping, line_of
from game.engine.planet.definitions import card_id
from game.engine.planet.environment import environment_of
from game.engine.planet.state import ACTIONS, FEEDING

PHASES = (ACTIONS, FEEDING)
# every key of a Noah Planet `setup:` (docs/SCENARIOS.md documents each; a test keeps them in step)
SETUP_KEYS = ("turn", "phase", "actions_left", "round", "players", "noah_pile", "plant_pile", "discard_pile",
              "removed", "selection", "environments")
SEAT_KEYS = ("hand", "ecosystem", "score")


def apply_overrides(engine, setup: dict, file: str, problems: list[Problem]) -> None:
    """Apply the scenario's `setup` to a freshly set-up game; every problem names its line."""
    state, cards = engine.state, engine.rules.cards
    fields = [Field(k, list, False, None) for k in ("players", "discard_pile", "selection", "environments",
                                                    "removed")]
    fields += [Field(k, object, False, None) for k in PILES]
    fields += [Field("turn", int, False, None, minimum=0), Field("phase", str, False, ACTIONS, PHASES),
               Field("actions_left", int, False, None, minimum=0, maximum=20),
               Field("round", int, False, None, minimum=1)]
    values = check_mapping(setup, fields, file, "setup", problems)
    if values is None:
        return
    wanted: list[tuple[object, str, list, int]] = []     # (owner, zone, card ids, line)
    for seat, node in enumerate(values["players"] or []):
        line = line_of(values["players"], seat)
        if seat >= len(state.players):
            problems.append(Problem(file, line, f"there is no seat {seat} in this game."))
            return
        player = check_mapping(node, [Field(SEAT_KEYS[0], list, False, None), Field(SEAT_KEYS[1], list, False, None),
                                      Field(SEAT_KEYS[2], int, False, None, minimum=0, maximum=999)],
                               file, f"seat {seat}", problems, line)
        if player is None:
            return
        for zone in ("hand", "ecosystem"):
            if player[zone] is not None:
                wanted.append((state.players[seat], zone, player[zone], line_of(node, zone)))
        if player["score"] is not None:
            state.players[seat].score = player["score"]
    sizes: dict[str, tuple[int, int]] = {}       # pile -> (its size, the line)
    for zone in PILES:
        if values[zone] is not None:
            top = _pile(values[zone], zone, setup, file, problems)
            if top is None:
                return
            cards_on_top, size = top
            wanted.append((state, zone, cards_on_top, line_of(setup, zone)))
            if size is not None:
                sizes[zone] = (size, line_of(setup, zone))
    for zone in ("discard_pile", "selection", "removed"):
        if values[zone] is not None:
            wanted.append((state, zone, values[zone], line_of(setup, zone)))
    if values["selection"] is not None and not (state.strategy or state.solo):
        problems.append(Problem(file, line_of(setup, "selection"), "the Selection Area is set out only in the "
                                                                   "Strategy Variants or for a single player."))
        return
    if values["environments"] is not None:
        unknown = [e for e in values["environments"] if e not in cards.environments]
        if unknown:
            problems.append(Problem(file, line_of(setup, "environments"), f"there is no Environment card {unknown[0]!r}."))
            return
        if len(set(values["environments"])) != len(values["environments"]):
            problems.append(Problem(file, line_of(setup, "environments"), "an Environment card is named twice."))
            return
        state.environments = list(values["environments"])
    if not _place(state, cards, wanted, file, problems):
        return
    for zone, (size, line) in sizes.items():
        if not _size_pile(state, cards, zone, size, file, line, problems):
            return
    if values["turn"] is not None:
        if values["turn"] >= len(state.players):
            problems.append(Problem(file, line_of(setup, "turn"), "there is no such seat."))
            return
        env = environment_of(cards, state.environments)
        listed_hands = {id(owner) for owner, zone, _, _ in wanted if zone == "hand"}
        for player in state.players:      # the draft is over: what was picked or passing is in hand,
            drafted = player.kept + player.packet    # or, for a hand the file lists, under the Noah Card Pile
            if id(player) in listed_hands:
                state.noah_pile[:0] = sorted(drafted)
            else:
                player.hand += drafted
            player.kept, player.packet, player.picked = [], [], False
        state.turn, state.phase = values["turn"], values["phase"]
        state.actions_left = env.actions_per_turn(state.solo)
        state.actions_taken, state.searched, state.sheltered = 0, [], False
    if values["actions_left"] is not None:
        state.actions_left = values["actions_left"]
    if values["round"] is not None:
        state.round = values["round"]


PILES = ("noah_pile", "plant_pile")


def _pile(node, zone: str, setup, file: str, problems: list[Problem]) -> tuple[list, int | None] | None:
    """A pile as the file gives it: a list (its top cards, the rest below) or {top: [...], size: N}."""
    if isinstance(node, list):
        return node, None
    if not isinstance(node, dict):
        problems.append(Problem(file, line_of(setup, zone), f"{zone} is a list of cards (top first) or "
                                                            "{top: [cards], size: N}."))
        return None
    values = check_mapping(node, [Field("top", list, False, []), Field("size", int, True, None, minimum=0,
                                                                        maximum=200)],
                           file, zone, problems, line_of(setup, zone))
    if values is None:
        return None
    if len(values["top"]) > values["size"]:
        problems.append(Problem(file, line_of(setup, zone), f"{zone} lists {len(values['top'])} cards on top of a "
                                                            f"pile of {values['size']}."))
        return None
    return values["top"], values["size"]


def _size_pile(state, cards, zone: str, size: int, file: str, line: int, problems: list[Problem]) -> bool:
    """Cut a pile to `size` cards (its top kept): the cards left over go where the rules put them, Noah
    cards under the Discard Pile, Basic Plants out of the game."""
    pile = getattr(state, zone)
    if len(pile) < size:
        problems.append(Problem(file, line, f"{zone} cannot hold {size} cards: only {len(pile)} are free "
                                            "(the others are placed elsewhere by the setup or the deal)."))
        return False
    extra, kept = pile[:len(pile) - size], pile[len(pile) - size:]
    setattr(state, zone, kept)
    if zone == "noah_pile":
        state.discard_pile[:0] = sorted(extra)
    else:
        state.removed += sorted(extra)
    return True


def _zones(state) -> list[tuple[object, str]]:
    zones = [(state, "noah_pile"), (state, "discard_pile"), (state, "plant_pile"), (state, "removed"),
             (state, "selection"), (state, "searched")]
    for player in state.players:
        zones += [(player, "hand"), (player, "ecosystem"), (player, "packet"), (player, "kept")]
    return zones


def _place(state, cards, wanted, file, problems) -> bool:
    """Empty the listed zones, then fill each with free copies of the cards it names."""
    listed = {(id(owner), zone) for owner, zone, _, _ in wanted}
    loose: list[str] = []
    for owner, zone, _, _ in wanted:
        loose += [c for c in getattr(owner, zone) if c]
        setattr(owner, zone, [])
    elsewhere = [(o, z) for o, z in _zones(state) if (id(o), z) not in listed]
    for owner, zone, names, line in wanted:
        placed = []
        for name in names:
            if zone == "selection" and name == "":
                placed.append("")
                continue
            problem = _fits(cards, name, zone, state.solo)
            if problem:
                problems.append(Problem(file, line, problem))
                return False
            uid = _take(name, loose, elsewhere)
            if uid is None:
                problems.append(Problem(file, line, f"there is no free copy of {name!r} left to put in {zone}."))
                return False
            placed.append(uid)
        if zone in ("noah_pile", "discard_pile", "plant_pile"):
            placed.reverse()        # listed top card first; the top is the end of the list
        setattr(owner, zone, placed)
    if len(state.selection) not in (0, 3):
        problems.append(Problem(file, 0, "the Selection Area has three places (I, II, III)."))
        return False
    for uid in sorted(loose):
        (state.plant_pile if cards.kind_of(uid) == "basic_plant" else state.noah_pile).insert(0, uid)
    return True


def _fits(cards, name, zone, solo: bool = False) -> str | None:
    if not isinstance(name, str) or (name not in cards.species and name not in cards.powers):
        return f"there is no card {name!r}."
    basic = name in cards.species and cards.species[name].kind == "basic_plant"
    if zone == "plant_pile" and not basic:
        return f"{name} is not a Basic Plant; the Plant Pile holds Basic Plants."
    if zone in ("hand", "noah_pile", "discard_pile", "selection") and basic:
        return f"{name} is a Basic Plant: it goes in an ecosystem, the Plant Pile or out of the game (removed)."
    if zone == "ecosystem" and name in cards.powers:
        return f"{name} is a Special Power: it never stays in an ecosystem."
    if zone == "removed" and not basic and name not in cards.powers and not (solo and cards.species[name].migratory):
        if cards.species[name].migratory:
            return (f"{name} does not leave a game of several players: a Migratory animal moves on to the next "
                    "player (only a single player's leave the game).")
        return (f"{name} never leaves the game: only Basic Plants, Special Powers and a single player's Migratory "
                "animals do (a species that goes extinct goes onto the Discard Pile).")
    return None


def _take(name, loose, elsewhere) -> str | None:
    """The lowest-numbered free copy of the card (so a scenario knows it gets rabbit#1 first)."""
    found = [(_number(uid), uid, None) for uid in loose if card_id(uid) == name]
    for owner, zone in elsewhere:
        found += [(_number(uid), uid, (owner, zone)) for uid in getattr(owner, zone) if uid and card_id(uid) == name]
    if not found:
        return None
    _, uid, where = min(found)
    if where is None:
        loose.remove(uid)
    else:
        owner, zone = where
        cards = getattr(owner, zone)
        if zone == "selection":
            cards[cards.index(uid)] = ""
        else:
            cards.remove(uid)
    return uid


def _number(uid: str) -> int:
    return int(uid.partition("#")[2] or 0)
