"""Noah Planet for the shared table: what a refused gesture stands for, the prompt's buttons and words (the
feeding being decided among them), the status line and the end of the game. Its gestures are data
(`gestures`, with the decisions made by choosing several things in `gathers`); the log's words are in
`words`; the places in `keys`."""
from __future__ import annotations

from game.engine.core.rules import PUBLIC
from game.engine.planet import commands as cmd
from game.engine.planet import events as ev
from game.table.adapter import PLAY_ANYWHERE, HandAdapter
from game.table.planet import keys
from game.table.planet.cardinfo import PlanetCards
from game.table.planet.gestures import GESTURES
from game.table.planet.words import PlanetWords, plural
from game.table.prompt_panel import TableAction
from game.table.session import Session
from game.table.words import possessive

PHASES = {"setup_discard": "Setup", "draft": "Draft", "actions": "Action Phase", "search": "Action Phase",
          "feeding": "Feeding Phase", "over": "Game over"}


class PlanetAdapter(HandAdapter):
    """The TableAdapter for Noah Planet (see game.table.adapter)."""

    game = "planet"
    title = "Noah Planet"
    gestures = GESTURES
    turn_event = ev.TurnStarted
    end_button = "End the Action Phase"

    def __init__(self, session: Session, editor=None):
        super().__init__(session, PlanetCards)
        self.words = PlanetWords(session, self.text)
        self.editor = editor          # the feeding being decided (game.table.planet.feeding)

    # -- names ------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.words.who(seat)

    # -- a refused gesture --------------------------------------------------------------------------
    def guess(self, seat: int, source: str, card: str, key: str | None):
        """The plain command a refused drop or click stands for (the engine then says why not)."""
        kind, at = keys.parse(source)
        place, where = keys.parse(key or PLAY_ANYWHERE)
        if kind == "hand":
            if key == keys.DISCARD:
                return cmd.DiscardForAction(seat, card) if len(self.session.seats) == 1 else cmd.Circulate(seat, card)
            if place == "sp":
                return cmd.Create(seat, card, where)
            return cmd.Create(seat, card)
        if source == keys.PLANT:
            return cmd.Plant(seat)
        if source == keys.DISCARD:
            return cmd.Regenerate(seat)
        if kind == "sel":
            return cmd.Develop(seat, at[0])
        return cmd.Search(seat)

    # -- prompts and turns --------------------------------------------------------------------------
    def answers(self, legal: list) -> list:
        """The searched cards and the draft packet (shown as cards), the feeding's Confirm."""
        found = super().answers(legal)
        feeds = [c for c in legal if isinstance(c, cmd.Feed)]
        if feeds and self.editor is not None and self.editor.seat == feeds[0].seat:
            editor = self.editor
            found.append(editor.command())
            if editor.neighbour(-1) is not None:
                found.append(TableAction("Move left", lambda: editor.move(-1)))
            if editor.neighbour(1) is not None:
                found.append(TableAction("Move right", lambda: editor.move(1)))
            if editor.edited:
                found.append(TableAction("Back to the proposal", editor.reset))
        elif feeds:
            found.append(feeds[0])
        return found

    def prompt_text(self, seat: int) -> str:
        view = self.own(seat)
        phase = view["phase"]
        if phase == "draft":
            draft = view["draft"]
            left = (seat + 1) % view["players"]
            return (f"Draft, round {draft['round']} of 7: keep one card of this packet; the rest pass to "
                    f"{self.words.who(left)}.")
        if phase == "search":
            return "Search: click the card to keep (hover to read it); the other goes face up on the Discard Pile."
        if phase == "feeding":
            return self.feeding_text()
        prompt = self.session.prompt
        return prompt.text if prompt is not None else ""

    def feeding_text(self) -> str:
        editor = self.editor
        if editor is None or not editor.active:
            return "Feeding Phase."
        starving = editor.starving()
        fate = "every species eats" if not starving else \
            f"{', '.join(self.card_name(u) for u in starving[:3])}{' and more' if len(starving) > 3 else ''} " \
            f"go{'es' if len(starving) == 1 else ''} extinct"
        if editor.problem:
            return f"Not allowed: {editor.problem}"
        if self.own(editor.seat).get("sheltered") and starving:
            fate += " (sheltered: it survives)"
        how = "Click a species, then what it eats; rows feed left to right." if editor.selected is None \
            else f"{self.card_name(editor.selected)}: click what it eats, or move it in its row."
        looking = "" if editor.proven else " Looking for a better feeding..."
        return f"Feeding: {fate}; {plural(editor.points, 'point')}.{looking} {how}"

    def hint(self, view: dict) -> str:
        """What the seat on screen can do in its Action Phase, in words (shown while it has no prompt)."""
        if view["phase"] != "actions" or view["turn"] != self.viewer:
            return ""
        develop = " Drag a Selection Area card into your hand to Develop it." if view["selection"] else ""
        if view["solo"]:
            if not view["actions_taken"]:
                return ("Drag cards onto the Discard Pile first: one action each. Then drag cards into your "
                        f"ecosystem to Create them, or click the Plant Pile to Plant.{develop}")
            return f"Drag cards into your ecosystem to Create them, or click the Plant Pile to Plant.{develop}"
        return ("Drag a card into your ecosystem to Create it, or onto the Discard Pile to Circulate it. Click "
                "the Noah Card Pile to Search, the Plant Pile to Plant. Drag the Discard Pile's top card into your "
                f"hand to Regenerate it.{develop}")

    def refusal(self, command) -> str | None:
        editor = self.editor
        if isinstance(command, cmd.Feed) and editor is not None and editor.seat == command.seat:
            return editor.problem
        return None

    def actions_left(self, seat: int) -> int | None:
        return self.own(seat)["actions_left"]

    def whose_turn(self) -> str:
        acting = self.session.acting_seats()
        if len(acting) == 1:
            return f"It is {possessive(self.words.who(acting[0]))} turn"
        return "Everyone keeps a card of their packet" if acting else "The game is over"

    def status(self, view: dict) -> tuple[str, str]:
        """The status line from a (shown) view: who acts and what, and the seat tone ('seat:N')."""
        phase = view["phase"]
        if phase == "over":
            outcome = view.get("outcome") or {}
            return outcome.get("result") or "The game is over.", "outcome"
        if phase == "draft":
            waiting = [s for s, picked in enumerate(view["draft"]["picked"]) if not picked]
            return f"Draft round {view['draft']['round']} of 7: {len(waiting)} still to pick", "prompt"
        seat = view["turn"]
        who = self.words.seat_name(seat)
        if phase == "setup_discard":
            return f"Setup: {who} discards 2 cards", f"seat:{seat}"
        if phase in ("actions", "search"):
            left = view["actions_left"]
            if view["solo"] and not view["actions_taken"] and not left:
                return f"{who}: discard cards for actions", f"seat:{seat}"
            return f"{who}: {plural(left, 'action')} left", f"seat:{seat}"
        return f"{who}: {PHASES.get(phase, phase)}", f"seat:{seat}"

    # -- the end of the game ----------------------------------------------------------------------
    def outcome_title(self) -> tuple[str, bool]:
        view = self.session.view(PUBLIC)
        if view["solo"]:
            return f"{self.records_title()}!", True
        winners = view["outcome"]["winners"]
        names = " and ".join(self.words.who(s) for s in winners)
        verb = "wins" if len(winners) == 1 else "share the win"
        return f"{names} {verb}!", self.viewer in winners

    def records_title(self) -> str:
        """The single player's title; to a goal moved by an Environment (no title), the goal reached."""
        outcome = self.own(self.viewer).get("outcome") or {}
        if outcome.get("title"):
            return outcome["title"]
        if outcome.get("goal"):
            rounds = outcome.get("rounds", 0)
            return f"{outcome['goal']} points in {plural(rounds, 'round')}"
        return "The game is over"

    def summary(self) -> list[str]:
        view = self.session.view(PUBLIC)
        scores = view["scores"]
        lines = [view["outcome"]["result"]]
        for seat in sorted(range(len(scores)), key=lambda s: -scores[s]):
            lines.append(f"{self.words.seat_name(seat)}: {scores[seat]} points, {len(view['ecosystems'][seat])} species"
                         f" in the ecosystem")
        if view["solo"] and self.records is not None:
            lines += self.records.lines()
        return lines

    records = None      # the single player's personal bests (game.table.planet.records), set by the scene
