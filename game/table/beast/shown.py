"""What the Nature of the Beast table shows now (game.table.shown): the viewer's view moved forward
by the events. It is built only from the viewer's view and from what the events make public:
another seat's drawn Tricks only count up its hand, never name it."""
from __future__ import annotations

from game.engine.beast import events as ev
from game.table.handlers import on
from game.table.shown import ShownView


class Shown(ShownView):
    """The viewer's view as the animations have reached it, and a record of the battle's phases."""

    def __init__(self, cards, viewer: int):
        super().__init__(viewer)
        self.cards = cards
        self.phases: list[tuple[int, str, int, int]] = []     # (seat, play, attack, defend) this battle
        self.last_battle: dict | None = None                  # the battle just resolved, for its panel
        self._words: dict[int, tuple[int, str]] = {}          # seat -> (changes, its part as text)

    # -- reading ----------------------------------------------------------------------------------
    def player(self, seat: int) -> dict | None:
        """A seat's part of the view (None for PUBLIC, which is no seat)."""
        players = self.view["players"]
        return players[seat] if 0 <= seat < len(players) else None

    def player_words(self, seat: int) -> str:
        """A seat's part of the view as text (equal text: an equal part), made once per change of the view."""
        kept = self._words.get(seat)
        if kept is None or kept[0] != self.changes:
            kept = self._words[seat] = (self.changes, repr(self.player(seat)))
        return kept[1]

    @property
    def seats(self) -> list[int]:
        return [p["seat"] for p in self.view.get("players", [])]

    def animal(self, seat: int, row: int, col: int) -> dict | None:
        field = self.player(seat)["field"]
        return field[row][col] if 0 <= row < len(field) and 0 <= col < len(field[row]) else None

    def find(self, seat: int, card: str) -> tuple[int, int] | None:
        """The space of a seat's animal (or the animal carrying this Leader or Item)."""
        for r, line in enumerate(self.player(seat)["field"]):
            for c, a in enumerate(line):
                if a is not None and (a["card"] == card or a["leader"] == card or card in a["items"]):
                    return r, c
        return None

    # -- the battle record ---------------------------------------------------------------------------
    def note(self, e) -> None:
        """Keep the phases of the battle in progress (the view has only its totals)."""
        if isinstance(e, ev.BattleDeclared):
            self.phases, self.last_battle = [], None
        elif isinstance(e, ev.BattlePhasePlayed):
            self.phases.append((e.seat, e.play, e.attack_total, e.defend_total))

    # -- moving forward ----------------------------------------------------------------------------
    def apply(self, e) -> None:
        self.note(e)
        super().apply(e)

    def _new_animal(self, card: str, leader: str) -> dict:
        printed = self.cards.of(card)
        bonus = self.cards.of(leader) if leader else None
        stats = {s: getattr(printed, s, 0) + (getattr(bonus, s, 0) if bonus else 0)
                 for s in ("rank", "combat", "clout", "cunning")}
        return {"card": card, "leader": leader, "items": [], "tilted": False,
                "vectors": list(getattr(printed, "vectors", ())), **stats}

    @on(ev.TurnStarted)
    def turn_started(self, e) -> None:
        self.view["turn"] = {"seat": e.seat, "step": "preparation", "actions": 3, "flipped": 0, "clout_bonus": 0}
        self.view["round"] = e.round

    @on(ev.PreparationFinished)
    def preparation_finished(self, e) -> None:
        self.view["turn"]["step"] = "actions"

    @on(ev.ActionSpent)
    def action_spent(self, e) -> None:
        self.view["turn"]["actions"] = e.left

    @on(ev.HumanUntilted)
    def human_untilted(self, e) -> None:
        human = self.player(e.seat)["humans"][e.row]
        if human:
            human["tilted"] = False

    @on(ev.RecruitFlipped)
    def recruit_flipped(self, e) -> None:
        self.player(e.seat)["pen"][e.pen].update(card=e.card, face_up=True, empty=False)
        self.view["turn"]["flipped"] = self.view["turn"].get("flipped", 0) + 1

    @on(ev.LeaderTopped)
    def leader_topped(self, e) -> None:
        space = self.player(e.seat)["pen"][e.pen]
        printed = self.cards.of(e.card)
        if printed is not None and (printed.kind == "leader" or getattr(printed, "legend", False)):
            space["clash"] = e.card
        else:
            space.update(card=e.card, leader=e.leader, face_up=True)
        self.player(e.seat)["troops"] -= 1

    @on(ev.ClashRuledOn)
    def clash_ruled_on(self, e) -> None:
        self.player(e.seat)["pen"][e.pen].update(card=e.kept, leader="", clash="", face_up=True, empty=False)
        if e.to_zone == "trash":
            self.player(e.seat)["trash"].append(e.removed)

    @on(ev.RecruitDeferred)
    def recruit_deferred(self, e) -> None:
        space = self.player(e.seat)["pen"][e.pen]
        if space["clash"] == e.card:
            space["clash"] = ""
        elif space["card"] == e.card:
            space.update(card=None, face_up=False, empty=True, leader="")
        self.player(e.seat)["troops"] += 1

    @on(ev.TricksDrawn)
    def tricks_drawn(self, e) -> None:
        player = self.player(e.seat)
        if player["hand"] is not None:         # the viewer's own hand: the cards by name
            player["hand"].extend(e.cards)
        player["hand_count"] += len(e.cards)
        player["tricks"] = e.left

    @on(ev.AnimalRecruited)
    def animal_recruited(self, e) -> None:
        player = self.player(e.seat)
        player["pen"][e.pen].update(card=None, face_up=False, empty=True, leader="", clash="")
        player["field"][e.row][e.col] = self._new_animal(e.card, e.leader)

    @on(ev.PenRefilled)
    def pen_refilled(self, e) -> None:
        player = self.player(e.seat)
        for index in e.spaces:
            player["pen"][index].update(card=None, face_up=False, empty=False, leader="", clash="")
        player["troops"] = max(0, player["troops"] - len(e.spaces))

    @on(ev.AnimalMoved)
    def animal_moved(self, e) -> None:
        field = self.player(e.seat)["field"]
        at = self.find(e.seat, e.card)
        if at is None:
            return
        (r, c), (tr, tc) = at, e.to_space
        moving, there = field[r][c], field[tr][tc]
        field[r][c], field[tr][tc] = there, moving      # a swap trades places; a move leaves a gap

    def _tilt(self, seat: int, row: int, col: int, tilted: bool) -> None:
        animal = self.animal(seat, row, col)
        if animal is not None:
            animal["tilted"] = tilted
            if tilted:
                animal["vectors"] = []      # "tilted animals are considered to have no Vectors"
            else:
                animal["vectors"] = list(getattr(self.cards.of(animal["card"]), "vectors", ()))

    @on(ev.AnimalTilted)
    def animal_tilted(self, e) -> None:
        self._tilt(e.seat, e.row, e.col, True)

    @on(ev.AnimalUntilted)
    def animal_untilted(self, e) -> None:
        self._tilt(e.seat, e.row, e.col, False)

    @on(ev.AllyJoined)
    def ally_joined(self, e) -> None:
        self._tilt(e.seat, e.row, e.col, True)
        battle = self.view.get("battle")
        if battle is not None:
            battle["allies"].append([e.side, e.seat, e.row, e.col, e.bonus])

    def _remove_from_hand(self, seat: int, card: str) -> None:
        player = self.player(seat)
        if player["hand"] is not None and card in player["hand"]:
            player["hand"].remove(card)
        player["hand_count"] = max(0, player["hand_count"] - 1)

    @on(ev.CardTrashed)
    def card_trashed(self, e) -> None:
        player = self.player(e.seat)
        if e.from_zone == "hand":
            if e.card != self.view.get("staged"):
                self._remove_from_hand(e.seat, e.card)
            self.view["staged"] = None
        elif e.from_zone == "field" and e.where:
            animal = self.animal(e.seat, *e.where)
            if animal is not None:
                if animal["card"] == e.card:
                    player["field"][e.where[0]][e.where[1]] = None
                elif animal["leader"] == e.card:
                    animal["leader"] = ""
                elif e.card in animal["items"]:
                    animal["items"].remove(e.card)
        elif e.from_zone == "pen" and e.where:
            space = player["pen"][e.where[0]]
            if e.card == space["leader"]:
                space["leader"] = ""
            else:
                space.update(card=None, face_up=False, empty=True, clash="")
        elif e.from_zone == "humans" and e.where:
            player["humans"][e.where[0]] = None
        elif e.from_zone == "locations" and e.where:
            player["locations"][e.where[0]][e.where[1]] = ""
        player["trash"].append(e.card)

    @on(ev.TrickDiscarded, ev.RandomDiscard)
    def trick_discarded(self, e) -> None:
        self._remove_from_hand(e.seat, e.card)
        self.player(e.seat)["trash"].append(e.card)

    @on(ev.EventPlayed)
    def event_played(self, e) -> None:
        self._remove_from_hand(e.seat, e.card)
        self.view["staged"] = e.card          # on show until it goes to the Trash

    @on(ev.HumanCalled)
    def human_called(self, e) -> None:
        self._remove_from_hand(e.seat, e.card)
        self.player(e.seat)["humans"][e.row] = {"card": e.card, "tilted": False}

    @on(ev.LocationClaimed)
    def location_claimed(self, e) -> None:
        self._remove_from_hand(e.seat, e.card)
        self.player(e.seat)["locations"][e.row][e.col] = e.card

    @on(ev.ItemEquipped)
    def item_equipped(self, e) -> None:
        self._remove_from_hand(e.seat, e.card)
        animal = self.animal(e.seat, e.row, e.col)
        if animal is not None:
            animal["items"].append(e.card)

    @on(ev.ItemsPassed)
    def items_passed(self, e) -> None:
        giver, taker = self.animal(e.seat, *e.from_space), self.animal(e.seat, *e.to_space)
        if giver is None or taker is None:
            return
        for item in e.items:
            if item in giver["items"]:
                giver["items"].remove(item)
                taker["items"].append(item)

    @on(ev.FavorChanged)
    def favor_changed(self, e) -> None:
        self.player(e.seat)["favor"] = e.new

    @on(ev.FuryChanged)
    def fury_changed(self, e) -> None:
        self.player(e.seat)["fury"] = e.new
        self.player(e.seat)["dark_nature"] = e.new >= 5

    @on(ev.PlayerOut)
    def player_out(self, e) -> None:
        self.player(e.seat)["out"] = True

    @on(ev.GameWon)
    def game_won(self, e) -> None:
        self.view.update(outcome="won", winners=list(e.winners), reason=e.reason)

    @on(ev.GameEnded)
    def game_ended(self, e) -> None:
        self.view.update(outcome="scorched", winners=[], reason=e.reason)

    @on(ev.BattleDeclared)
    def battle_declared(self, e) -> None:
        self.view["battle"] = {"attacker": list(e.attacker), "defender": list(e.defender), "bonus": [0, 0],
                               "allies": [], "no_allies": [False, False], "side": 1, "passes": 0, "phases": 0,
                               "invited": -1, "stage": "phases", "loser": -1,
                               "totals": [e.attack_total, e.defend_total]}

    @on(ev.BattlePhasePlayed)
    def battle_phase_played(self, e) -> None:
        battle = self.view.get("battle")
        if battle is not None:
            battle["totals"] = [e.attack_total, e.defend_total]
            battle["passes"] = battle["passes"] + 1 if e.play in ("pass", "declined") else 0
            battle["side"] = 1 - battle["side"]
            battle["invited"] = -1

    @on(ev.AllyInvited)
    def ally_invited(self, e) -> None:
        battle = self.view.get("battle")
        if battle is not None:
            battle["invited"] = e.invitee

    @on(ev.BattleResolved)
    def battle_resolved(self, e) -> None:
        battle = self.view.get("battle")
        if battle is not None:
            battle["totals"] = [e.attack_total, e.defend_total]
            battle["loser"] = 1 - e.winner if e.winner >= 0 else -1
            self.last_battle = dict(battle, winner=e.winner)

    @on(ev.AnimalRescued)
    def animal_rescued(self, e) -> None:
        if e.to_zone == "troops":
            at = self.find(e.seat, e.card)
            if at is not None:
                self.player(e.seat)["field"][at[0]][at[1]] = None
            self.player(e.seat)["troops"] += 1
