"""Setup: the Enemy Box steps 1-7 and the Hero Box steps 8-12."""
from __future__ import annotations

from game.engine.core.rng import Rng
from game.engine.core.untrusted import describe
from game.engine.noah import mercenaries, row, turns
from game.engine.noah.definitions import CardSet
from game.engine.noah.game import Game
from game.engine.noah.state import Faction, NoahState
from game.engine.noah.cards import load_cards  # noqa: F401 (the card set this sets up over: GameSetup)


def normalize_options(cards: CardSet, options: dict) -> dict:
    """Fill in defaults and check the choices; raises ValueError with a sentence."""
    if not isinstance(options, dict):
        raise ValueError("The game options must be a mapping.")
    unknown = [key for key in options if key not in _OPTION_KINDS]
    if unknown:
        raise ValueError(f"There is no NOAH option called {describe(unknown[0])}.")
    for key, value in options.items():
        kind, words = _OPTION_KINDS[key]
        if value is not None and not kind(value):
            raise ValueError(f"The NOAH option {key} must be {words}, not {describe(value)}.")
    factions = options.get("factions")
    players = options.get("players")
    if factions is None:
        count = players or 1
        if not isinstance(count, int) or not 1 <= count <= 4:
            raise ValueError("NOAH is played by 1 to 4 players.")
        factions = sorted(cards.factions)[:count]
    if not isinstance(factions, list) or not 1 <= len(factions) <= 4:
        raise ValueError("Choose 1 to 4 factions.")
    for faction in factions:
        if faction not in cards.factions:
            raise ValueError(f"There is no faction called {describe(faction)}.")
    if len(set(factions)) != len(factions):
        raise ValueError("Each player plays a different faction.")
    if players is not None and players != len(factions):
        raise ValueError(f"{players} players need {players} factions.")
    mission = options.get("mission") or min(cards.missions, key=lambda m: (cards.missions[m].difficulty, m))
    if mission not in cards.missions:
        raise ValueError(f"There is no mission called {describe(mission)}.")
    chosen = cards.missions[mission]
    locations = options.get("locations") or list(chosen.locations)
    if not isinstance(locations, list) or len(locations) != 4 or len(set(locations)) != 4 \
            or any(loc not in cards.locations for loc in locations):
        raise ValueError("Mix & Match needs four different locations that exist.")
    if options.get("freestyle"):
        locations = freestyle_locations(cards, locations)
    dial = options.get("dial") or chosen.dial
    if dial not in cards.dials:
        raise ValueError(f"There is no Reality Loss dial called {describe(dial)}.")
    boxes = options.get("enemy_boxes") or [chosen.box]
    if not isinstance(boxes, list) or any(box not in cards.boxes for box in boxes):
        raise ValueError(f"Choose Enemy Boxes from: {', '.join(sorted(cards.boxes))}.")
    for colour, needed in chosen.enemies.items():
        have = sum(1 for b in boxes for e in cards.boxes[b].enemies if cards.enemies[e].colour == colour)
        if have < needed:
            raise ValueError(f"The mission needs {needed} {colour} Enemies; those boxes have {have}.")
    return {"factions": list(factions), "mission": mission, "harder": bool(options.get("harder", False)),
            "locations": list(locations), "dial": dial, "enemy_boxes": sorted(set(boxes)),
            "freestyle": bool(options.get("freestyle", False))}


def _words(value) -> bool:
    return isinstance(value, list) and all(isinstance(item, str) for item in value)


# option -> (does a value have the right kind, the kind in words); None means "the default"
_OPTION_KINDS = {
    "factions": (_words, "a list of faction ids"),
    "players": (lambda v: isinstance(v, int) and not isinstance(v, bool), "a whole number"),
    "mission": (lambda v: isinstance(v, str), "a mission id"),
    "harder": (lambda v: isinstance(v, bool), "true or false"),
    "locations": (_words, "a list of location ids"),
    "dial": (lambda v: isinstance(v, str), "a dial id"),
    "enemy_boxes": (_words, "a list of Enemy Box ids"),
    "freestyle": (lambda v: isinstance(v, bool), "true or false"),
}


def freestyle_locations(cards: CardSet, location_ids: list[str]) -> list[str]:
    """A Freestyle mission puts each Location at its recommended position."""
    return sorted(location_ids, key=lambda loc: (cards.locations[loc].position, loc))


def new_game(cards: CardSet, options: dict, seed: int) -> tuple[NoahState, list]:
    """Setup in the rulebook's order: the Enemy Box (steps 1-7), then the Hero Box (steps 8-12)."""
    rng = Rng.seeded(seed)
    mission = cards.missions[options["mission"]]
    dial = cards.dials[options["dial"]]
    # 1-2: the mission's blue, orange and red Enemies, shuffled into one deck
    deck: list[str] = []
    for colour in ("blue", "orange", "red"):
        pool = sorted(e for b in options["enemy_boxes"] for e in cards.boxes[b].enemies
                      if cards.enemies[e].colour == colour)
        rng.shuffle(pool)
        deck.extend(pool[:mission.enemies.get(colour, 0)])
    rng.shuffle(deck)
    # 3: the four Locations, left to right
    state = NoahState(rng=rng, factions=[], mission=mission.id, locations=list(options["locations"]),
                      dial=dial.id, harder=options["harder"], enemy_deck=deck, enemies_total=len(deck))
    game = Game(state, cards)
    # 4: four Enemies face down beneath the Locations, the first revealed. Its effects resolve now,
    # before the tracker, the heroes and the Mercenaries are on the table (ruling R25).
    game.before_tracker = True
    row.deal_at_setup(game)
    game.before_tracker = False
    # 5: the Reality Loss pointer on its starting space
    state.dial_position = state.phase_start = dial.start
    # 8-11: factions, starting hands (cost 0), health 8 / corruption 0, energy 5, ability space 1
    core = cards.core
    for faction_id in options["factions"]:
        agents = [a for a in cards.factions[faction_id].agents for _ in range(a.count)]
        hand = sorted(a.id for a in agents if a.cost == 0)
        supply = sorted(a.id for a in agents if a.cost > 0)
        state.factions.append(Faction(faction_id, core.start_health, core.start_corruption, core.start_energy,
                                      0, supply, hand))
    # 12: the Mercenary deck and display
    state.mercenary_deck = sorted(m.id for m in cards.mercenaries.values() for _ in range(m.count))
    rng.shuffle(state.mercenary_deck)
    mercenaries.refill(game)
    state.turn_discard = turns.turn_cards(len(state.factions), options["harder"])  # shuffled as round 1 begins
    turns.play_on(game)
    return state, game.events
