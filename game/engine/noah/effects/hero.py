"""The Action Reference: what heroes' Action cards, Mercenaries and rewards do."""
from __future__ import annotations

from game.engine.noah import dial, mercenaries, row, spying, tracks
from game.engine.noah.effects.registry import AMOUNT, HERO, WHO, Param, effect
from game.engine.noah.game import Game


def _seats(game: Game, seat: int | None, who: str) -> range | tuple:
    """'You', or every faction when the card says so or when no one in particular is acting."""
    return range(len(game.state.factions)) if seat is None or who == "all" else (seat,)


def _attack(game: Game, seat: int, position: int, hits: int) -> None:
    """A Deal Hits action. One is a hit; two or more against one Enemy in a turn are an attack, and
    "Boosts ... are usually applied to attacks and not to single hit actions" (The Hero Turn, step 1):
    the Boost ability adds once to the attack, a Boost card to the next action of an attack (ruling R1)."""
    state = game.state
    faction = state.factions[seat]
    key = f"{seat}/{state.row[position].enemy}"
    earlier = state.turn.attacks.get(key, 0)
    state.turn.attacks[key] = earlier + 1
    faction.range_bonus = 0
    if earlier:
        hits += faction.boost_bonus
        faction.boost_bonus = 0
        if key not in state.turn.boosted:
            state.turn.boosted.append(key)
            hits += tracks.abilities(game, seat)[1]
    hits = max(0, hits - row.modifier_at(game, "hits_reduced", position))
    row.place_hits(game, position, hits)


@effect("deal_hits", HERO, choice="enemy", amount=AMOUNT)
def deal_hits(game: Game, seat, target, params, source) -> None:
    """Deal Hits: place as many damage tokens on one Enemy as the symbol shows."""
    _attack(game, seat, target[1], params["amount"])


@effect("deal_hits_times_enemy_damage", HERO, choice="enemy", factor=AMOUNT)
def deal_hits_times_enemy_damage(game: Game, seat, target, params, source) -> None:
    """Sparks: deal an Enemy twice as much damage as it deals."""
    position = target[1]
    _attack(game, seat, position, params["factor"] * row.damage(game, position))


@effect("charge_energy", HERO, amount=AMOUNT, who=WHO)
def charge_energy(game: Game, seat, target, params, source) -> None:
    """Charge up Energy: move the energy marker up."""
    for s in _seats(game, seat, params["who"]):
        tracks.change_energy(game, s, params["amount"], source)


@effect("defense", HERO, amount=AMOUNT)
def defense(game: Game, seat, target, params, source) -> None:
    """Defense: during an Enemy turn, block as much damage as the symbol shows."""
    from game.engine.noah import enemy_turn
    enemy_turn.block(game, seat, params["amount"], source)


@effect("reposition", HERO, choice="reposition")
def reposition(game: Game, seat, target, params, source) -> None:
    """Reposition: move one Enemy 1 Location left or right, swapping places with the Enemy there."""
    row.swap(game, target[1], target[1] + target[2])


@effect("spy", HERO, choice="spy")
def spy(game: Game, seat, target, params, source) -> None:
    """Spy: look at the top turn card or a face-down Enemy, then put it back."""
    spying.look(game, seat, target)


@effect("spy_reorder", HERO, choice="spy")
def spy_reorder(game: Game, seat, target, params, source) -> None:
    """Spy & Reorder: look, then move the card anywhere in the deck or swap it with a face-down Enemy."""
    spying.look(game, seat, target)
    spying.ask_where(game, seat, target)


@effect("ability_step", HERO, amount=AMOUNT, who=WHO)
def ability_step(game: Game, seat, target, params, source) -> None:
    """Ability: take a free step up the Ability track."""
    for s in _seats(game, seat, params["who"]):
        tracks.move_ability(game, s, params["amount"], source)


@effect("lower_reality_loss", HERO, amount=AMOUNT)
def lower_reality_loss(game: Game, seat, target, params, source) -> None:
    """Lower Reality Loss: move the pointer chip back counterclockwise."""
    dial.lower(game, params["amount"])


@effect("reset_reality_loss", HERO)
def reset_reality_loss(game: Game, seat, target, params, source) -> None:
    """Drifter: reset Reality Loss to the starting position of the current phase."""
    dial.reset_to_phase_start(game)


@effect("increase_range", HERO, amount=AMOUNT)
def increase_range(game: Game, seat, target, params, source) -> None:
    """Increase Range: more range for one attack."""
    for s in _seats(game, seat, "self"):
        game.state.factions[s].range_bonus += params["amount"]


@effect("boost", HERO, amount=AMOUNT)
def boost(game: Game, seat, target, params, source) -> None:
    """Boost: add hits to your next attack (not to a single hit)."""
    for s in _seats(game, seat, "self"):
        game.state.factions[s].boost_bonus += params["amount"]


@effect("recruit_mercenary", HERO, choice="mercenary", free=Param(bool, required=False, default=False))
def recruit_mercenary(game: Game, seat, target, params, source) -> None:
    """Recruit a Mercenary: choose one from the display and pay its cost in Energy (Bud: free).
    From a reward or an effect, every faction in turn may choose one."""
    if seat is None:
        mercenaries.offer_to_every_faction(game, params["free"], source)
    else:
        mercenaries.recruit(game, seat, target[1], free=params["free"])


@effect("recover_health", HERO, amount=AMOUNT, who=WHO)
def recover_health(game: Game, seat, target, params, source) -> None:
    """Recover health: regain health points."""
    for s in _seats(game, seat, params["who"]):
        tracks.recover_health(game, s, params["amount"], source)


@effect("purge_corruption", HERO, amount=AMOUNT, who=WHO)
def purge_corruption(game: Game, seat, target, params, source) -> None:
    """Move the corruption marker down."""
    for s in _seats(game, seat, params["who"]):
        tracks.purge_corruption(game, s, params["amount"], source)
