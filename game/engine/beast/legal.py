"""Every legal command for a seat, in a stable order (the table lights drop targets from it; bots and
the contract tests read it). Recruits are listed with each way to pay that wastes no source (B5)."""
from __future__ import annotations

from operator import attrgetter

from game.engine.beast import battle, recruiting
from game.engine.beast.actions import in_reach
from game.engine.beast.combat import combatant, side_of
from game.engine.beast.commands import (
    AcceptDefeat, CallAlly, CallHuman, ClaimLocation, DeclareBattle, DeclineInvitation, DeferRecruit, DiscardTrick,
    DismissAnimal, DismissHuman, DismissRecruit, DrawTrick, EndTurn, EquipItem, FinishPreparation, FlipRecruit,
    InviteAlly, JoinBattle, LegendBoost, MoveAnimal, PassAction, PassItems, PassPhase, PlayEvent, RecruitAnimal,
    RuleOnClash, TopLeader, UntiltAnimal, UseAbility,
)
from game.engine.beast.effects.prereqs import met
from game.engine.beast.effects.targets import enemy_animals
from game.engine.beast.field import animals, front_row, human_row_free, is_open, location_on, pointed, rival
from game.engine.beast.free_actions import claim_ranks, item_passes
from game.engine.beast.game import Game
from game.engine.beast.preparation import is_bare_leader
from game.engine.beast.stats import army_bonuses, in_dark_nature, own_modifiers, traits
from game.engine.beast.tracks import can_pay
from game.engine.beast.tricks import uses
from game.engine.core.protocol import reused


# The listing's commands, handed out again while the same (game.engine.core.protocol.reused).
_recruit_animal = reused(RecruitAnimal)
_move_animal = reused(MoveAnimal)
_declare_battle = reused(DeclareBattle)
_claim_location = reused(ClaimLocation)
_equip_item = reused(EquipItem)
_dismiss_animal = reused(DismissAnimal)
_untilt_animal = reused(UntiltAnimal)
_play_event = reused(PlayEvent)
_use_ability = reused(UseAbility)
_flip_recruit = reused(FlipRecruit, 64)
_finish_preparation = reused(FinishPreparation, 16)
_defer_recruit = reused(DeferRecruit, 64)
_dismiss_recruit = reused(DismissRecruit, 64)
_draw_trick = reused(DrawTrick, 16)
_pass_action = reused(PassAction, 16)
_end_turn = reused(EndTurn, 16)
_discard_trick = reused(DiscardTrick, 1024)
_call_human = reused(CallHuman, 1024)
_dismiss_human = reused(DismissHuman, 64)
_pass_phase = reused(PassPhase, 16)


def _defeat(game: Game, seat: int) -> list:
    """The beaten animal's owner accepts the defeat, or first plays what its window allows."""
    return [AcceptDefeat(seat)] + _uses(game, seat)


def _invitation(game: Game, seat: int) -> list:
    """An invited player allies one of its untilted front-row animals, or declines."""
    player = game.state.players[seat]
    front = player.field[front_row(game.state, player)]
    return [JoinBattle(seat, c) for c, a in enumerate(front) if a is not None and not a.tilted] + \
        [DeclineInvitation(seat)]


def _wrap_up(game: Game, seat: int) -> list:
    """Step 3: the Tricks the player may discard."""
    return [_discard_trick(seat, c) for c in sorted(set(game.state.players[seat].hand))]


def _uses(game: Game, seat: int, mine: list | None = None) -> list:
    return [(_play_event if from_hand else _use_ability)(seat, card, target, discards)
            for card, from_hand, target, discards in uses(game, seat, mine)]


def _battle_phase(game: Game, seat: int) -> list:
    fight = game.state.battle
    found = [_pass_phase(seat)]
    found += [CallAlly(seat, r, c) for r, c in battle.ally_spaces(game, seat)]
    found += [InviteAlly(seat, s) for s in battle.invitees(game, seat)]
    owner, row, col = combatant(fight, side_of(fight, seat))
    if game.card(game.state.players[owner].field[row][col].card).legend:
        found += [LegendBoost(seat, c) for c in sorted(set(game.state.players[seat].hand))]
    return found + _uses(game, seat)


def _preparation(game: Game, seat: int) -> list:
    player = game.state.players[seat]
    if any(map(_clash, player.pen)):
        clash = next(i for i, r in enumerate(player.pen) if r.clash)
        defer = [False, True] if game.state.turn.actions >= 1 else [False]
        return [RuleOnClash(seat, clash, keep, d) for keep in ("leader", "card") for d in defer]
    found = [_flip_recruit(seat, i) for i, r in enumerate(player.pen) if r.card and not r.face_up]
    if player.troops and game.state.turn.leaders_up:
        found += [TopLeader(seat, i) for i, r in enumerate(player.pen)
                  if is_bare_leader(game, r) and i in game.state.turn.leaders_up]
    return found + [_finish_preparation(seat)]


_clash = attrgetter("clash")


def _step_2(game: Game, seat: int) -> list:
    """Step 2 with actions left: actions and free actions."""
    return _actions(game, seat, True)


def _step_2_spent(game: Game, seat: int) -> list:
    """Step 2 once the three actions are spent: free actions only."""
    return _actions(game, seat, False)


def _actions(game: Game, seat: int, actions_left: bool) -> list:
    state = game.state
    player = state.players[seat]
    mine = animals(player)   # the seat's Field, walked once: every rule below reads it
    pen = player.pen
    up = [i for i, r in enumerate(pen) if r.card and r.face_up and not r.clash]   # face-up recruits, no clash
    found = []
    army = ranks = None
    if actions_left:
        army = army_bonuses(game, player) if mine else {}   # gathered once: every trait below reads them (only
        # the Field's animals', so none are wanted for an empty Field)
        ranks, clouts = {}, {}   # worked out once for the recruits, the dismissals and the Locations
        full = set()             # the spaces of animals whose full Clout counts outside their Habitat
        for row, col, animal in mine:
            own = own_modifiers(game, player, animal, row, col)
            ranks[row, col], clouts[row, col] = traits(game, player, animal, row, col, ("rank", "clout"), army, own)
            if any(op.name == "full_clout" for op in own):
                full.add((row, col))
        found += _recruits(game, seat, up, recruiting.Helpers(game, seat, army, clouts, mine, full))
        found += _moves(game, seat, mine)
        found += [_untilt_animal(seat, r, c) for r, c, a in mine if a.tilted]
        found += _dismissals(seat, mine, ranks)
        found += [_defer_recruit(seat, i) for i in up if not pen[i].leader]
        found += _battles(game, seat, mine)
        if player.tricks:
            found.append(_draw_trick(seat))
        found.append(_pass_action(seat))
    found += [_dismiss_recruit(seat, i) for i in up]
    found += _uses(game, seat, mine)
    found += _free_actions(game, seat, army, ranks, mine)
    found.append(_end_turn(seat))
    return found


def _moves(game: Game, seat: int, mine: list) -> list:
    """B. Move: an untilted animal to an open adjacent space in its Vectors."""
    state = game.state
    field, rows, cols = state.players[seat].field, state.rows, state.cols
    shared = rival(state, seat) is not None   # Supply Line: the opponent's animals stand in the way too
    found = []
    for row, col, animal in mine:
        if not animal.tilted:   # (tilted animals have no Vectors)
            for r, c in pointed(game.card(animal.card).vectors, row, col, rows, cols):
                if field[r][c] is None and (not shared or is_open(state, seat, r, c)):
                    found.append(_move_animal(seat, row, col, r, c))
    return found


def _dismissals(seat: int, mine: list, ranks: dict) -> list:
    """D. Dismiss: an untilted animal of higher Rank tilts to dismiss another."""
    untilted = [(r, c, ranks[r, c]) for r, c, a in mine if not a.tilted]
    found = []
    for row, col, _ in mine:
        rank = ranks[row, col]
        found += [_dismiss_animal(seat, row, col, r, c) for r, c, higher in untilted if higher > rank]
    return found


def _battles(game: Game, seat: int, mine: list) -> list:
    """F. Declare Battle: an untilted animal attacks an opposing animal in reach."""
    attackers = [(row, col) for row, col, a in mine if not a.tilted]
    if not attackers:
        return []
    targets = enemy_animals(game, seat)
    return [_declare_battle(seat, row, col, *t) for row, col in attackers
            for t in in_reach(game, seat, row, col, targets)]


def _recruits(game: Game, seat: int, up: list[int], helpers: recruiting.Helpers) -> list:
    """A. Recruit: each recruit's entry spaces with each way to pay (`up`: the Pen spaces of face-up
    recruits with no clash, the only ones recruit_problem may let through; `helpers`: the seat's,
    gathered once for every recruit)."""
    found = []
    for pen in up:
        if recruiting.recruit_problem(game, seat, pen) is not None:
            continue
        entries = recruiting.entry_spaces(game, seat, pen)
        if not entries:
            continue
        for tilt, trash in recruiting.payments(game, seat, pen, helpers):
            found += [_recruit_animal(seat, pen, r, c, tilt, trash) for r, c in entries]
    return found


FREE_KINDS = ("human", "location", "item")   # the cards in hand a free action plays (J, K)


def _free_actions(game: Game, seat: int, army: dict | None, ranks: dict | None, mine: list) -> list:
    state = game.state
    player = state.players[seat]
    dark = in_dark_nature(player)
    found = []
    open_rows = None   # looked for at the first Human in hand
    brought_for = {}   # a Location's Habitat -> the Rank the seat's animals bring to each space
    hand = player.hand
    kind_of = game.cards.kind_of
    for card in sorted(set([c for c in hand if kind_of[c] in FREE_KINDS])):
        printed = game.card(card)
        kind = printed.kind
        if printed.dark and not dark and kind != "item":   # (Dark Items may be equipped below 5 Fury)
            continue
        if kind == "human":
            if open_rows is None:
                open_rows = [r for r in range(state.rows) if human_row_free(state, seat, r)]
            if open_rows and met(game, seat, printed.prerequisite):
                found += [_call_human(seat, card, r) for r in open_rows]
        elif kind == "location":
            if printed.habitat not in brought_for:
                brought_for[printed.habitat] = claim_ranks(game, seat, card, army, ranks, mine)
            brought = brought_for[printed.habitat]
            # a space no animal reaches brings 0 (only a Location of Rank 0 could go there)
            spaces = sorted(brought) if printed.rank > 0 else [(r, c) for r in range(state.rows) for c in range(state.cols)]
            found += [_claim_location(seat, card, r, c) for r, c in spaces
                      if brought.get((r, c), 0) >= printed.rank and location_on(state, seat, r, c) is None]
        elif can_pay(game, seat, printed.favor):   # an Item
            found += [_equip_item(seat, card, r, c) for r, c, a in mine if not a.tilted]
    if any(player.humans):
        found += [_dismiss_human(seat, r) for r, h in enumerate(player.humans) if h]
    found += [PassItems(seat, *p) for p in item_passes(game, seat, mine)]
    return found


# Each stage's listing (the stages of BeastRules.acting): every legal command of the seat in it.
LISTINGS = {
    "preparation": _preparation, "actions": _step_2, "free_actions": _step_2_spent, "wrap_up": _wrap_up,
    "battle_phase": _battle_phase, "invitation": _invitation, "defeat": _defeat,
}
