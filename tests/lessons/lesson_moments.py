"""The moments of a game issue 23 names that are neither a command type, a stage nor an event type
(tests/lessons/lesson_covers.py lists those): each is a small predicate over what following a lesson
reached (lessons_helper.Reached: each move's events, and the game's state at the end)."""
from __future__ import annotations


def named(event, name: str) -> bool:
    return type(event).__name__ == name


def events(reached) -> list:
    return [e for batch in reached.batches for e in batch]


# --- NOAH ------------------------------------------------------------------------------------------
def reward_of_a_defeated_enemy(reached) -> bool:
    """A defeated Enemy's Reward resolved (the rulebook: "All factions receive the Enemy's Reward")."""
    defeated = set()
    for e in events(reached):
        if named(e, "EnemyDefeated"):
            defeated.add(e.enemy)
        elif named(e, "EffectResolved") and e.trigger == "reward" and e.source in defeated:
            return True
    return False


# --- Noah Planet -----------------------------------------------------------------------------------
def a_species_starves(reached) -> bool:
    """A Feeding Phase in which a species could not eat enough and went extinct."""
    return any(named(e, "SpeciesWentExtinct") and e.reason == "starved" for e in events(reached))


def an_achievement_title(reached) -> bool:
    """Single player: the game ends at 100 points with the achievement ladder's title for its rounds."""
    return any(named(e, "GameEnded") and e.title for e in events(reached))


# --- Nature of the Beast ---------------------------------------------------------------------------
def clout_from_two_habitats(reached) -> bool:
    """One recruit paid for by animals of two Habitats (tilted in the Field or trashed from the Pen):
    the one from outside the recruit's Habitat lends half its Clout."""
    cards = reached.lesson.engine.rules.cards.by_instance
    for batch in reached.batches:
        if any(named(e, "AnimalRecruited") for e in batch):
            helpers = [e.card for e in batch if named(e, "AnimalTilted")
                       or named(e, "CardTrashed") and e.from_zone == "pen"]
            if len({cards[c].habitat for c in helpers}) >= 2:
                return True
    return False


def a_tie(reached) -> bool:
    """A battle whose totals are equal at the end (the defender wins it)."""
    return any(named(e, "BattleResolved") and e.attack_total == e.defend_total for e in events(reached))


def a_land_victory(reached) -> bool:
    """The game won by a full Field (the first of the ways to win; the lesson's words name the others)."""
    won = [e for e in events(reached) if named(e, "GameWon")]
    players = reached.lesson.engine.state.players
    return any(all(all(space is not None for space in line) for line in players[seat].field)
               for e in won for seat in e.winners)
