"""NOAH for the shared table: what a refused gesture stands for, what the prompt and the status bar say,
and the end of the game. Its gestures are data (`gestures`); the log's words are in `words`."""
from __future__ import annotations

from game.engine.noah import commands as cmd
from game.table.adapter import PLAY_ANYWHERE, TableAdapter
from game.table.noah import keys
from game.table.noah.cardinfo import NoahCards
from game.table.noah.gestures import GESTURES
from game.table.noah.words import NoahWords
from game.table.session import Session
from game.table.words import possessive

PROMPT_WORDS = {"defend": "defend against the Enemies' damage, or play out of turn",
                "free_turn": "choose who takes the free turn", "place_spied": "place the spied card",
                "recruit_mercenary": "recruit a Mercenary (a reward)"}


class NoahAdapter(TableAdapter):
    """The TableAdapter for NOAH (see game.table.adapter)."""

    game = "noah"
    title = "NOAH"
    gestures = GESTURES

    def __init__(self, session: Session):
        super().__init__(session, NoahCards)
        self.words = NoahWords(session, self.text)

    @property
    def view(self) -> dict:
        """What the seat on screen may see now (every hand is open in NOAH)."""
        return self.session.desk.view()

    # -- names ------------------------------------------------------------------------------------
    def seat_name(self, seat: int) -> str:
        return self.words.seat_name(seat)

    # -- a refused gesture --------------------------------------------------------------------------
    def guess(self, seat: int, source: str, card: str, key: str | None):
        if source == "supply":
            return cmd.RecruitAgent(seat, card)
        target = self.target_of(key or PLAY_ANYWHERE)
        if source == "merc":
            return cmd.PlayMercenary(seat, card, target)
        return cmd.PlayAction(seat, card, "base", None, target)

    @staticmethod
    def target_of(key: str) -> tuple:
        kind, at = keys.parse(key)
        if kind == "enemy":
            return ("enemy", at[0])
        if kind == "display":
            return ("mercenary", at[0])
        if key == keys.TURN:
            return ("turn",)
        return ()

    # -- prompts and turns --------------------------------------------------------------------------
    def prompt_text(self, seat: int) -> str:
        prompt = self.session.prompt
        d = self.view["defense"]
        if prompt is not None and prompt.kind == "defend" and d is not None and seat < len(d["incoming"]):
            playable = self.defend_cards(seat)
            coming = d["incoming"][seat] - d["blocked"][seat]
            if coming <= 0:
                return (f"Seat {seat + 1}: the Enemies' turn. No damage is coming to you: play a glowing "
                        "out-of-turn card now, or pass.")
            return (f"Seat {seat + 1}: {d['incoming'][seat]} damage coming, {d['blocked'][seat]} blocked. "
                    + ("Drag a glowing card up to defend or play it out of turn, or:" if playable
                       else "No card in hand can block it:"))
        return prompt.text if prompt is not None else ""

    def defend_cards(self, seat: int) -> set[str]:
        """The hand cards and Mercenaries `seat` can play now to answer a defend prompt (they glow)."""
        prompt = self.session.prompt
        if prompt is None or prompt.kind != "defend" or seat not in prompt.seats:
            return set()
        return {c.card for c in self.session.legal(seat) if isinstance(c, (cmd.PlayAction, cmd.PlayMercenary))}

    def whose_turn(self) -> str:
        prompt = self.session.prompt
        if prompt is not None:
            return f"{' and '.join(self.seat_name(x) for x in prompt.seats)} must answer now"
        turn = self.view["turn"]
        if turn["kind"] == "hero" and turn["seat"] >= 0:
            return f"It is {possessive(self.seat_name(turn['seat']))} turn"
        return "It is the Enemies' turn"

    def status(self) -> tuple[str, str | None, str]:
        """What to do now, for the status bar: the sentence, a shorter one without the faction's name,
        and its tone (outcome, prompt, enemy, or seat:N for the seat's colour)."""
        view = self.view
        turn, pending, seat = view["turn"], view["pending"], view["turn"]["seat"]
        if view["outcome"]:
            return ("Victory!" if view["outcome"] == "won" else "Defeat"), None, "outcome"
        if pending is not None:
            who = ", ".join(f"Seat {x + 1}" for x in pending["seats"])
            return f"{who}: {PROMPT_WORDS.get(pending['kind'], pending['kind'])}", None, "prompt"
        if turn["kind"] == "hero":
            tone = f"seat:{seat}"
            if seat in self.session.bots:
                return (f"Seat {seat + 1} {self.seat_name(seat)} (bot) is playing",
                        f"Seat {seat + 1} (bot) is playing", tone)
            step = ("play Action cards or recruit, then End turn" if turn["step"] == "actions"
                    else "recruit Agents, buy Ability, then End turn")
            return f"Seat {seat + 1} {self.seat_name(seat)}: {step}", f"Seat {seat + 1}: {step}", tone
        if turn["kind"] == "enemy":
            return "The Enemies' turn", None, "enemy"
        return "", None, ""

    def status_as_shown(self, turn_card: str, words: tuple[str, str | None, str]) -> tuple[str, str | None, str]:
        """The status bar's words while animations run: those of the turn card they have reached (the
        Enemies' turn while their dice tumble), else the last words (what the turn is for is not known yet)."""
        if turn_card == "enemy":
            return "The Enemies' turn", None, "enemy"
        if turn_card.startswith("hero:") and words[2] != f"seat:{turn_card[5:]}":
            seat = int(turn_card[5:])
            return f"{possessive(f'Seat {seat + 1} {self.seat_name(seat)}')} turn", None, f"seat:{seat}"
        return words

    # -- the end of the game ----------------------------------------------------------------------
    def outcome_title(self) -> tuple[str, bool]:
        """The end screen's title and whether it is a win."""
        won = self.view["outcome"] == "won"
        return ("Victory!" if won else "Defeat"), won

    def summary(self) -> list[str]:
        """The end screen's lines, one fact a line."""
        view = self.view
        lines = [view["outcome_reason"] or "",
                 f"Phase reached: {view['phase']} of 3", f"Rounds: {view['round']}", f"Turns: {view['turns_taken']}",
                 f"Enemies defeated: {len(view['graveyard'])} of {view['enemies_total']}"]
        names = [self.card_name(e) for e in view["graveyard"]]
        if names:
            lines.append("Defeated: " + ", ".join(names))
        for seat, f in enumerate(view["factions"]):
            lines.append(f"Seat {seat + 1} {self.seat_name(seat)}: health {f['health']}, "
                         f"corruption {f['corruption']}, ability {f['ability']}")
        return lines
