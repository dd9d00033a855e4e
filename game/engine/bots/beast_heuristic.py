"""A Nature of the Beast bot that looks one command ahead: it deals the hidden cards again from what
its seat sees (`Seen.sample_state`), carries out each legal command on that sample with the rules' own
functions, and scores the result: animals in the Field and how far forward, their Combat and Clout,
face-up recruits, the hand, Favor, and Fury's danger; a battle in progress counts as resolved now."""
from __future__ import annotations

from game.engine.beast import combat
from game.engine.beast.field import animals
from game.engine.beast.game import Game
from game.engine.beast.state import clone
from game.engine.beast.stats import trait
from game.engine.core.bots import Seen
from game.engine.core.rng import Rng

MAX_LOOKS = 160   # commands looked at per decision (the rest are the ones the cheap pre-score likes least)


class BeastHeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = Rng.seeded(seed)

    def choose(self, seen: Seen):
        legal = seen.legal
        if len(legal) == 1:
            return legal[0]
        rules = seen.rules
        sample = seen.sample_state(self.rng)
        candidates = list(legal)
        if len(candidates) > MAX_LOOKS:
            step = len(candidates) / MAX_LOOKS
            candidates = [candidates[int(i * step)] for i in range(MAX_LOOKS)]
        best, best_score = legal[0], float("-inf")
        for command in candidates:
            state = clone(sample)
            if rules.validate(state, command) is not None:
                continue
            rules.apply(state, command)
            score = self.score(rules, state, seen.seat) + self.rng.below(1000) / 1e5
            if score > best_score:
                best, best_score = command, score
        return best

    # --- scoring -----------------------------------------------------------------------------------
    def score(self, rules, state, seat: int) -> float:
        if state.outcome:
            return 10000.0 if seat in state.winners else -10000.0
        game = Game(state, rules.cards)
        doomed = self._battle_loser(game)
        me = state.players[seat]
        mine = self.value(game, me, doomed)
        others = [self.value(game, p, doomed) for p in state.players if p.team != me.team and not p.out]
        return mine - (max(others) if others else 0.0)

    def _battle_loser(self, game: Game) -> tuple | None:
        """The combatant that would be trashed if the battle were resolved now (ties to the defender)."""
        fight = game.state.battle
        if fight is None or fight.ended:
            return None
        if fight.stage == "defeat":
            return tuple(combat.combatant(fight, fight.loser))
        attack, defend = combat.total(game, 0), combat.total(game, 1)
        return tuple(fight.defender if attack > defend else fight.attacker)

    def value(self, game: Game, player, doomed: tuple | None) -> float:
        if player.out:
            return -500.0
        state = game.state
        total = 0.0
        fury = player.fury + (1 if state.battle is not None and state.battle.attacker[0] == player.seat else 0)
        if fury >= 10:
            return -500.0
        for row, col, animal in animals(player):
            if doomed == (player.seat, row, col):
                continue
            total += 10.0 + 1.5 * (state.rows - 1 - row)
            total += 0.5 * trait(game, player, animal, row, col, "combat")
            total += 0.3 * trait(game, player, animal, row, col, "clout")
            total += 0.4 * len(animal.items) - (0.8 if animal.tilted else 0.0)
        filled = sum(a is not None for line in player.field for a in line)
        total += 4.0 * max(0, filled - (state.rows * state.cols - 3))   # closing in on Land Victory
        for recruit in player.pen:
            if recruit.card and recruit.face_up and not recruit.clash:
                total += 3.0 if game.card(recruit.card).kind == "animal" else 1.0
            elif recruit.card:
                total += 0.5
        total += 1.5 * sum(1 for h in player.humans if h) + 1.0 * sum(1 for line in player.locations for c in line if c)
        total += 0.6 * min(len(player.hand), 5) + 0.3 * player.favor
        total -= 0.15 * fury * fury + (30.0 if fury >= 9 else 0.0)
        if state.turn.seat == player.seat and state.turn.step == "actions":
            total += 0.5 * state.turn.actions
        return total
