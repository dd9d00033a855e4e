"""What each lesson of Learn to play must reach (issue 23, "Each lesson covers"), as names in its
game's engine: command types (game/engine/<game>/commands.py), stages a seat acts in (the who-may-act
stages: NOAH's `defend`, a Beast turn's steps and battle phase, Planet's phases) and events
(game/engine/<game>/events.py) for what the rules do on their own (the Enemy turn, a phase end), and
moments no single name stands for, each a predicate over the events and the state (lesson_moments.py)."""
from __future__ import annotations

import lesson_moments as m

COVERS: dict[str, dict] = {
    "noah.yaml": {
        "game": "noah", "branch": "lesson-noah",
        # play Action cards, recruit Agents and upgrade abilities, Mercenaries
        "commands": {"PlayAction", "RecruitAgent", "AdvanceAbility", "RecruitMercenary", "PlayMercenary"},
        "stages": {"defend"},                                   # out-of-turn Defense
        # the Enemy turn with both dice, Reality Loss, a defeated Enemy (its reward), a phase end
        "events": {"EnemyTurnStarted", "HorrorDiceRolled", "RealityLossMoved", "EnemyDefeated", "PhaseEnded"},
        "moments": {"a defeated Enemy's Reward": m.reward_of_a_defeated_enemy},
    },
    "planet.yaml": {
        "game": "planet", "branch": "lesson-planet",
        # each of the six actions, and the Feeding Phase's Feed
        "commands": {"Search", "Circulate", "Regenerate", "Plant", "Create", "Develop", "Feed"},
        "stages": {"actions", "feeding"},
        # a starving species, scoring, the end at 100
        "events": {"SpeciesWentExtinct", "Scored", "GameEnded"},
        "moments": {"a Feeding Phase with a starving species": m.a_species_starves},
    },
    "planet_solo.yaml": {
        "game": "planet", "branch": "lesson-planet",
        "commands": {"Feed"},
        "stages": {"actions", "feeding"},
        "events": {"Scored", "GameEnded"},
        "moments": {"the achievement ladder's title": m.an_achievement_title},
        "players": 1,
    },
    "beast.yaml": {
        "game": "beast", "branch": "lesson-beast",
        # the Pen, recruiting, moving, a battle with allies and a Trick, a Location, an Item, a Leader
        "commands": {"FlipRecruit", "RecruitAnimal", "MoveAnimal", "DeclareBattle", "CallAlly", "PlayEvent",
                     "ClaimLocation", "EquipItem", "TopLeader"},
        "stages": {"preparation", "actions", "battle_phase", "wrap_up"},
        "events": {"FuryChanged", "DarkNatureEntered", "BattleResolved"},   # Fury and Dark Nature
        "moments": {"recruiting with Clout from two Habitats": m.clout_from_two_habitats, "a tie": m.a_tie,
                    "a win (Land Victory)": m.a_land_victory},
    },
}
