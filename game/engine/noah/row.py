"""The Enemy row beneath the four Locations: reveal, 1st, damage, defeat, sliding, and ongoing effects."""
from __future__ import annotations

from game.engine.noah.effects.run import run_trigger
from game.engine.noah.events import (
    DamagePlaced, EnemiesSlid, EnemiesSwapped, EnemyDefeated, EnemyHealed, EnemyPlaced, EnemyRevealed, GameWon,
)
from game.engine.noah.game import Game
from game.engine.noah.state import RowEnemy

ROW_SIZE = 4


# --- ongoing effects (the infinity icon, and Location effects) ---------------------------------
# An Enemy's ongoing effect "lasts as long as the Enemy is face up and not yet defeated"; a Location's
# effect "influences play with the Enemy stationed at that Location", so an empty Location has none.
# The row slides left, so the Locations with an Enemy are the first len(row) ones.
def _modifiers(game: Game, name: str):
    """Yield (amount, applies_to_position or None for every Enemy) for each active modifier `name`."""
    state, enemies, locations = game.state, game.cards.enemies, game.cards.locations
    for position, slot in enumerate(state.row):
        if slot.face_up:
            for amount, own in enemies[slot.enemy].ongoing.get(name, ()):
                yield amount, (position if own else None)
        for amount, own in locations[state.locations[position]].ongoing.get(name, ()):
            yield amount, (position if own else None)


def modifier_at(game: Game, name: str, position: int) -> int:
    """The total of modifier `name` applying to the Enemy at `position`. Hot: no generator."""
    total = 0
    enemies, locations, stationed = game.cards.enemies, game.cards.locations, game.state.locations
    for where, slot in enumerate(game.state.row):
        if slot.face_up:
            parts = enemies[slot.enemy].ongoing_parts.get(name)  # (for every Enemy, for its own)
            if parts:
                total += (parts[0] + parts[1]) if where == position else parts[0]
        parts = locations[stationed[where]].ongoing_parts.get(name)
        if parts:
            total += (parts[0] + parts[1]) if where == position else parts[0]
    return total


def has_modifier(game: Game, name: str) -> bool:
    return any(True for _ in _modifiers(game, name))


def health(game: Game, position: int) -> int:
    """Health: 'can be changed by Enemy effects or Location effects' (Anatomy of an Enemy Card)."""
    base = game.cards.enemies[game.state.row[position].enemy].health
    return max(1, base + modifier_at(game, "extra_health", position))


def damage(game: Game, position: int) -> int:
    base = game.cards.enemies[game.state.row[position].enemy].damage
    return max(0, base + modifier_at(game, "extra_damage", position))


def threshold(game: Game, position: int) -> int:
    """The Location's damage: this much damage puts the Enemy here out of commission."""
    base = game.cards.locations[game.state.locations[position]].threshold
    return max(1, base + modifier_at(game, "threshold_change", position))


def out_of_commission(game: Game, position: int) -> bool:
    damage = game.state.row[position].damage
    return damage > 0 and damage >= threshold(game, position)  # the threshold is at least 1


def enemy_turn_damage(game: Game) -> int:
    """The Enemy turn: the damage of every face-up Enemy that is not out of commission."""
    return sum(damage(game, p) for p, slot in enumerate(game.state.row)
               if slot.face_up and not out_of_commission(game, p))


# --- reveal, arrive, the 1st position --------------------------------------------------------
def reveal(game: Game, position: int) -> None:
    """Turn an Enemy face up and resolve its Reveal effect (and the Location's) at once."""
    slot = game.state.row[position]
    if slot.face_up:
        return
    slot.face_up = True
    game.state.known = [k for k in game.state.known if not (k.where == "enemy" and k.card == slot.enemy)]
    game.emit(EnemyRevealed(position, slot.enemy))
    enemy = game.cards.enemies[slot.enemy]
    if enemy.trigger == "reveal":
        run_trigger(game, enemy.id, "reveal", enemy.effect, enemy.text)
    _location_trigger(game, position, "reveal")


def _location_trigger(game: Game, position: int, trigger: str) -> None:
    location = game.cards.locations[game.state.locations[position]]
    if location.trigger == trigger and not game.over:
        run_trigger(game, location.id, trigger, location.effect, location.text)


# --- laying out a phase -----------------------------------------------------------------------
def _deal(game: Game) -> list[int]:
    """Deal Enemies face down into the empty positions; the positions dealt to."""
    state = game.state
    added = []
    while len(state.row) < ROW_SIZE and state.enemy_deck:
        state.row.append(RowEnemy(state.enemy_deck.pop()))
        added.append(len(state.row) - 1)
        game.emit(EnemyPlaced(len(state.row) - 1))
    return added


def deal_at_setup(game: Game) -> None:
    """Setup step 4: 'Draw the top 4 Enemy cards from the deck and place one face down beneath each
    Location. Then reveal the Enemy in the first position.' They were dealt there, not moved there:
    they have not arrived, so no Location's 'when an Enemy arrives here' resolves (ruling R25)."""
    _deal(game)
    if game.state.row:
        arrive_first(game)


def fill(game: Game) -> None:
    """Each new phase: deal Enemies face down into the empty positions, each arriving at its
    Location (ruling R18); reveal the first."""
    state = game.state
    for position in _deal(game):
        if game.over:
            return
        if position < len(state.row):
            _location_trigger(game, position, "first")
    if state.row and not state.row[0].face_up:
        arrive_first(game)


def arrive_first(game: Game) -> None:
    """Reveal the Enemy in the 1st position and resolve its 1st effect."""
    slot = game.state.row[0]
    reveal(game, 0)
    if game.over or not game.state.row or game.state.row[0] is not slot:
        return
    enemy = game.cards.enemies[slot.enemy]
    if enemy.trigger == "first":
        run_trigger(game, enemy.id, "first", enemy.effect, enemy.text)


# --- damage and defeat ----------------------------------------------------------------------
def place_hits(game: Game, position: int, hits: int) -> None:
    """Deal Hits: damage tokens on the Enemy; defeated once it has at least its health in damage."""
    slot = game.state.row[position]
    if not slot.face_up:
        reveal(game, position)  # ruling R6: attacking a face-down Enemy reveals it first
        if game.over or position >= len(game.state.row) or game.state.row[position] is not slot:
            return
    slot.damage += hits
    game.emit(DamagePlaced(position, slot.enemy, hits, slot.damage))
    check_defeats(game)


def heal(game: Game, amount: int) -> None:
    for position, slot in enumerate(game.state.row):
        if slot.damage:
            old = slot.damage
            slot.damage = max(0, slot.damage - amount)
            game.emit(EnemyHealed(position, slot.enemy, old, slot.damage))


def check_defeats(game: Game) -> None:
    """Defeat every face-up Enemy with damage at least its health, leftmost first."""
    while not game.over:
        for position, slot in enumerate(game.state.row):
            if slot.face_up and slot.damage and slot.damage >= health(game, position):  # health is at least 1
                defeat(game, position)
                break
        else:
            return


def defeat(game: Game, position: int) -> None:
    """To the graveyard; R.I.P. effects; rewards to all factions; the row slides left; the front is revealed."""
    state = game.state
    slot = state.row[position]
    enemy = game.cards.enemies[slot.enemy]
    location = game.cards.locations[state.locations[position]]
    state.row.pop(position)
    state.graveyard.append(slot.enemy)
    game.emit(EnemyDefeated(position, slot.enemy))
    if enemy.trigger == "rip":
        run_trigger(game, enemy.id, "rip", enemy.effect, enemy.text)
    if location.trigger == "rip" and not game.over:
        run_trigger(game, location.id, "rip", location.effect, location.text)
    if not game.over:
        run_trigger(game, enemy.id, "reward", enemy.reward, f"Reward: {enemy.name}")
    if game.over:
        return
    if len(state.graveyard) >= state.enemies_total:
        state.outcome = "won"
        state.outcome_reason = f"All {state.enemies_total} horrors are defeated."
        game.emit(GameWon(state.outcome_reason))
        return
    if position < len(state.row):
        game.emit(EnemiesSlid(position))
        for moved in range(position, len(state.row)):
            if game.over:
                return
            _location_trigger(game, moved, "first")
        if position == 0 and state.row:
            arrive_first(game)
    # a phase this defeat ended (the row cleared, or an R.I.P. effect pushed the dial onto red) ends
    # now that the defeat is finished: turns.play_on carries it out (ruling R4)


def swap(game: Game, first: int, second: int) -> None:
    """Two Enemies change places (Reposition, Spy & Reorder); arrivals resolve."""
    row = game.state.row
    row[first], row[second] = row[second], row[first]
    game.emit(EnemiesSwapped(first, second))
    for position in (first, second):
        if game.over or position >= len(row):
            return
        _location_trigger(game, position, "first")
    if 0 in (first, second) and row:
        arrive_first(game)
    check_defeats(game)
