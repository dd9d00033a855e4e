"""A NOAH bot that plays sensibly: finish Enemies it can defeat, charge Energy, defend when hurt,
avoid Corruption unless it is safe and decisive, then recruit the best Agents and climb the Ability track."""
from __future__ import annotations

from game.engine.core.bots import Seen
from game.engine.core.rng import Rng
from game.engine.noah import row
from game.engine.noah.commands import (
    AdvanceAbility, ChooseFreeTurn, EndTurn, Pass, PlaceSpied, PlayAction, PlayMercenary, RecruitAgent,
    RecruitMercenary,
)
from game.engine.noah.effects.run import in_reach, mercenary_price
from game.engine.noah.game import Game
from game.engine.noah.state import ENEMY_CARD


class NoahHeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int = 0):
        self.rng = Rng.seeded(seed)

    def choose(self, seen: Seen):
        """The best-scoring legal command, judged on a sample of the game consistent with the seat's view."""
        seat, legal = seen.seat, seen.legal
        game = Game(seen.sample_state(self.rng), seen.rules.cards)
        worth: dict = {}  # this choice's values of ops at a target: plays differing only in the discard share one
        best, best_score = None, float("-inf")
        for command in legal:
            score = self.score(game, seat, command, worth) + self.rng.below(1000) / 1e6  # break ties, seeded
            if score > best_score:
                best, best_score = command, score
        return best

    # --- scoring ---------------------------------------------------------------------------------
    def score(self, game: Game, seat: int, command, worth: dict) -> float:
        state = game.state
        faction = state.factions[seat]
        margin = faction.health - faction.corruption
        if isinstance(command, (EndTurn, Pass)):
            return 0.0
        if isinstance(command, ChooseFreeTurn):
            chosen = state.factions[command.faction]
            return len(chosen.hand) + (chosen.health - chosen.corruption) / 10
        if isinstance(command, PlaceSpied):
            if state.pending.where == "turn":
                card = state.turn_deck[state.pending.index]
                bottom = len(state.turn_deck) - 1
                return command.position if card == ENEMY_CARD else bottom - command.position
            return 1.0 if command.position == state.pending.index else 0.0
        if isinstance(command, RecruitMercenary):  # a reward's Mercenary: worth it as the action's would be
            free = state.offers[0].free if state.offers else False
            return self.op_value(game, seat, "recruit_mercenary", {"free": free}, ("mercenary", command.slot))
        if isinstance(command, RecruitAgent):
            agent = game.cards.agents[command.card]
            return 0.6 + agent.cost * 0.2 + self.ops_value(game, seat, agent.base, ()) * 0.05
        if isinstance(command, AdvanceAbility):
            return 0.5
        if isinstance(command, PlayMercenary):
            merc = game.cards.mercenaries[command.card]
            value = self.ops_value(game, seat, merc.effect, command.target) - merc.cost * 0.8
            return value - 1.0  # keep Mercenaries for when they matter
        if isinstance(command, PlayAction):
            agent = game.cards.agents[command.card]
            value = self.known_ops_value(game, seat, agent.action(command.upgrade), command.target, worth)
            if command.upgrade == "discard":
                kept = game.cards.agents[command.discard]
                value -= 0.6 + self.known_ops_value(game, seat, kept.base, (), worth) * 0.5
            elif command.upgrade == "corrupt":
                value -= 2.5 if margin >= 5 else 50.0
            return value
        return 0.0

    def ops_value(self, game: Game, seat: int, ops: tuple, target: tuple) -> float:
        return sum(self.op_value(game, seat, op.name, op.params, target) for op in ops)

    def known_ops_value(self, game: Game, seat: int, ops: tuple, target: tuple, worth: dict) -> float:
        """ops_value, worked out once a choice (by the ops' identity: the card set outlives the choice)."""
        key = (id(ops), target)
        if key not in worth:
            worth[key] = self.ops_value(game, seat, ops, target)
        return worth[key]

    def op_value(self, game: Game, seat: int, name: str, params: dict, target: tuple) -> float:
        state = game.state
        faction = state.factions[seat]
        amount = params.get("amount", 1)
        everyone = params.get("who") == "all"
        top = game.cards.core.track_max
        if name in ("deal_hits", "deal_hits_times_enemy_damage"):
            if not target:
                return 1.0  # valued when the target is known
            position = target[1]
            slot = state.row[position]
            hits = amount if name == "deal_hits" else params["factor"] * row.damage(game, position)
            hits += faction.boost_bonus - row.modifier_at(game, "hits_reduced", position)
            if not slot.face_up:
                return 0.5 + hits * 0.5
            left = row.health(game, position) - slot.damage
            threat = row.damage(game, position) * (0 if row.out_of_commission(game, position) else 1)
            if hits >= left:
                return 12.0 + threat * 2 - (hits - left) * 0.3
            return 2.0 + hits * 1.5 + threat * 0.5 - position * 0.2
        if name == "charge_energy":
            room = game.cards.core.energy_track_max - faction.energy
            return min(amount, room) * 1.6 * (len(state.factions) if everyone else 1)
        if name == "defense":
            if state.defense is None:
                return 0.0
            coming = state.defense.incoming[seat] - state.defense.blocked[seat]
            need = 3.0 if faction.health - faction.corruption - coming <= 3 else 1.5
            return min(amount, coming) * need
        if name in ("spy", "spy_reorder"):
            return 0.3 if name == "spy" else 0.8
        if name == "reposition":
            return self.reposition_value(game, target)
        if name == "ability_step":
            return 3.5 * amount * (len(state.factions) if everyone else 1)
        if name in ("lower_reality_loss", "reset_reality_loss"):
            room = state.dial_position - state.phase_start
            spaces = room if name == "reset_reality_loss" else min(amount, room)
            return spaces * (3.0 if state.row else 0.5)
        if name == "increase_range":
            return 0.8 if any(not in_reach(game, seat, p) for p in range(len(state.row))) else -0.5
        if name == "boost":
            return 1.4 * amount
        if name == "recruit_mercenary":
            if not target:
                return 1.0
            price = 0 if params.get("free") else mercenary_price(game, target[1])
            return 3.5 - price * 0.7
        if name == "recover_health":
            gain = min(amount, top - faction.health)
            return gain * (2.5 if faction.health - faction.corruption <= 4 else 0.6)
        if name == "purge_corruption":
            gain = min(amount, faction.corruption)
            return gain * (2.5 if faction.health - faction.corruption <= 4 else 0.8)
        return 0.0

    def reposition_value(self, game: Game, target: tuple) -> float:
        """Move a wounded Enemy to where it is out of commission, or a dangerous one out of the front."""
        if not target:
            return 0.0
        state = game.state
        position, other = target[1], target[1] + target[2]
        if not state.row[position].face_up:
            return -0.2
        here = game.cards.locations[state.locations[other]].threshold
        there = game.cards.locations[state.locations[position]].threshold
        wounded = state.row[position].damage
        return 1.5 if wounded >= here > 0 and wounded < there else -0.3


