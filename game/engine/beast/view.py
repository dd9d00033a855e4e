"""What a seat may see, built as an allow-list: each piece is chosen and copied in. Other seats' hands
are counts; face-down Pen cards are backs; deck orders never appear. Also the derived numbers the
table shows: each Field animal's traits (as they stand, and as printed on its card) and Vectors; the
same traits of each face-up Pen animal as a recruit; for each Location in the seat's own hand, the Rank
it needs and the Rank its animals would bring on each space; the battle's totals; Dark Nature."""
from __future__ import annotations

from game.engine.beast import combat, recruiting
from game.engine.beast.game import Game
from game.engine.beast.state import Battle, Player, Recruit
from game.engine.beast.field import across, front_row
from game.engine.beast.free_actions import claim_ranks
from game.engine.beast.stats import army_bonuses, in_dark_nature, recruit_animal, trait, traits, vectors
from game.engine.beast.supply_line import deep_animals, supply_line
from game.engine.beast.variants import shared_field, tallies_kept

STATS = ("rank", "combat", "clout", "cunning")


def view(game: Game, seat: int, active: list[int]) -> dict:
    state = game.state
    return {
        "seat": seat,
        "rows": state.rows,
        "cols": state.cols,
        "round": state.round,
        "win": state.win,
        "variant": state.variant or "standard",
        "subvariants": list(state.subvariants),
        "tallies": tallies_kept(state),
        "board": _board(game) if shared_field(state) else None,
        "first_seat": state.first_seat,
        "active_seats": list(active),
        "turn": {"seat": state.turn.seat, "step": state.turn.step, "actions": state.turn.actions,
                 "flipped": state.turn.flipped, "clout_bonus": state.turn.clout_bonus,
                 "leaders_up": list(state.turn.leaders_up)},
        "battle": _battle(game, state.battle),
        "outcome": state.outcome,
        "winners": list(state.winners),
        "reason": state.reason,
        "players": [_player(game, player, player.seat == seat) for player in state.players],
    }


def _player(game: Game, player: Player, own: bool) -> dict:
    return {
        "seat": player.seat, "deck": player.deck, "team": player.team,
        "favor": player.favor, "fury": player.fury, "dark_nature": in_dark_nature(player),
        "out": player.out, "auto_pass": player.auto_pass, "front_row": front_row(game.state, player),
        "troops": len(player.troops), "tricks": len(player.tricks),
        "hand": list(player.hand) if own else None, "hand_count": len(player.hand),
        "trash": list(player.trash),
        "pen": [_recruit(game, player, r) for r in player.pen],
        "field": _field(game, player),
        "locations": [list(line) for line in player.locations],
        "humans": [{"card": h, "tilted": t} if h else None for h, t in zip(player.humans, player.humans_tilted)],
        "claims": _claims(game, player) if own else None,
        "recruiting": _recruiting(game, player) if own else None,
    }


def _recruit(game: Game, player: Player, recruit: Recruit) -> dict:
    """A Pen space; a face-up animal shows its traits as a recruit (its Leader's bonus included): the
    Rank to meet, the Clout it brings when trashed to help recruit another."""
    animal = recruit.face_up and recruit.card and game.card(recruit.card).kind == "animal"
    stats = {s: trait(game, player, recruit_animal(recruit), -1, -1, s) if animal else None for s in STATS}
    return {"card": recruit.card if recruit.face_up else None, "face_up": recruit.face_up, "empty": not recruit.card,
            "leader": recruit.leader, "clash": recruit.clash, **stats,
            "printed": _printed(game, recruit.card) if animal else None}


def _printed(game: Game, card: str) -> dict:
    """The traits printed on the card itself, before its Leader, Items, Location and army bonuses."""
    return {s: getattr(game.card(card), s, 0) for s in STATS}


def _recruiting(game: Game, player: Player) -> dict:
    """For each face-up animal in the seat's own Pen (by Pen space): the Rank to meet, the Clout bonus of
    the turn, and each source of Clout with what it brings (A. Recruit Animal: half outside its Habitat)."""
    found = {}
    for pen, recruit in enumerate(player.pen):
        if recruit.card and recruit.face_up and not recruit.clash and game.card(recruit.card).kind == "animal":
            found[str(pen)] = {"rank": recruiting.rank_of(game, player.seat, pen),
                               "bonus": game.state.turn.clout_bonus,
                               "sources": [[kind, list(ref), value]
                                           for kind, ref, value in recruiting.sources(game, player.seat, pen)]}
    return found


def _claims(game: Game, player: Player) -> list[dict]:
    """Each Location in the seat's own hand: the Rank it needs, and on each space of the Field the Rank
    the untilted animals there would bring to claim it (J. Claim Location)."""
    state = game.state
    army = army_bonuses(game, player)
    return [{"card": card, "rank_needed": game.card(card).rank,
             "rank_brought": [[brought.get((row, col), 0) for col in range(state.cols)] for row in range(state.rows)]}
            for card, brought in ((card, claim_ranks(game, player.seat, card, army)) for card in player.hand
                                  if game.card(card).kind == "location")]


def _field(game: Game, player: Player) -> list[list]:
    army = army_bonuses(game, player)
    return [[_animal(game, player, a, row, col, army) for col, a in enumerate(line)]
            for row, line in enumerate(player.field)]


def _animal(game: Game, player: Player, animal, row: int, col: int, army: dict) -> dict | None:
    if animal is None:
        return None
    stats = dict(zip(STATS, traits(game, player, animal, row, col, STATS, army)))
    return {"card": animal.card, "leader": animal.leader, "items": list(animal.items), "tilted": animal.tilted,
            "vectors": list(vectors(game, player, animal)), **stats, "printed": _printed(game, animal.card)}


def _board(game: Game) -> dict:
    """Supply Line's one Field as the table draws it: spaces counted as seat 0 counts its own (row 0 by
    seat 1's Pen, the last row by seat 0's); seat 1's own spaces are the board's turned half round
    (`turned`). Each space names the animal and the Location on it as (seat, row, col) in that seat's
    own spaces, where its details are in players[seat].field and .locations; `lines` is each seat's
    supply line so far (its own spaces, from its back row) and `deep` its untilted animals in the
    opponent's back row."""
    state = game.state
    spaces = [[{"animal": None, "location": None} for _ in range(state.cols)] for _ in range(state.rows)]
    for player in state.players:
        turned = player.seat == 1
        for row in range(state.rows):
            for col in range(state.cols):
                r, c = across(state, row, col) if turned else (row, col)
                if player.field[row][col] is not None:
                    spaces[r][c]["animal"] = [player.seat, row, col]
                if player.locations[row][col]:
                    spaces[r][c]["location"] = [player.seat, row, col]
    return {"rows": state.rows, "cols": state.cols, "turned": [False, True], "spaces": spaces,
            "lines": [[list(s) for s in supply_line(game, p)] for p in state.players],
            "deep": [deep_animals(p) for p in state.players]}


def _battle(game: Game, fight: Battle | None) -> dict | None:
    if fight is None:
        return None
    return {"attacker": list(fight.attacker), "defender": list(fight.defender), "bonus": list(fight.bonus),
            "allies": [list(a) for a in fight.allies], "no_allies": list(fight.no_allies), "side": fight.side,
            "passes": fight.passes, "phases": fight.phases, "invited": fight.invited, "stage": fight.stage,
            "loser": fight.loser, "totals": [combat.total(game, 0), combat.total(game, 1)]}
