"""NOAH's part of the new-game screen: a faction per seat, the mission or Mix & Match, harder."""
from __future__ import annotations

import random

from game.table.scenes.new_game import GameForm
from game.table.widgets.button import Button

MIX = "__mix__"


class NoahForm(GameForm):
    """The NOAH rows of the new-game screen."""

    most_rows = 5            # Mission, and for Mix & Match its boxes, Locations and dial; Enemy turns
    kept = ("seat_factions", "mission", "box", "location_set", "dial", "harder")

    def allows(self, name: str, value) -> bool:
        if name == "seat_factions":
            return all(f in self.factions for f in value) and len(set(value)) == len(value)
        choices = {"mission": self.missions, "box": self.box_choices, "location_set": self.location_sets,
                   "dial": self.dials}
        return name not in choices or 0 <= value < len(choices[name])

    def __init__(self, app, changed=lambda: None):
        from game.engine.noah.rules import NOAH
        super().__init__(app, changed)
        self.cards = NOAH.cards
        self.factions = sorted(self.cards.factions)
        self.seat_factions = self.factions[:4]
        self.missions = sorted(self.cards.missions, key=lambda m: (self.cards.missions[m].difficulty, m)) + [MIX]
        self.mission = 0
        boxes = sorted(self.cards.boxes)
        self.box_choices = [[b] for b in boxes] + ([boxes] if len(boxes) > 1 else [])
        self.box = 0
        self.location_sets = [list(self.cards.missions[m].locations) for m in self.missions if m != MIX] + [None]
        self.location_set = 0
        self.dials = sorted(self.cards.dials)
        self.dial = 0
        self.harder = False

    # -- rows -------------------------------------------------------------------------------------
    def seat_buttons(self, seat: int, players: int) -> list[Button]:
        fid = self.seat_factions[seat]
        return [Button(self.cards.factions[fid].name, lambda: self.cycle_faction(seat, players), size=20)]

    def option_rows(self) -> list[tuple[str, list[Button]]]:
        rows = []
        m = self.missions[self.mission]
        if m == MIX:
            label = "Mix & Match"
        else:
            md = self.cards.missions[m]
            label = f"{md.name} ({self.cards.boxes[md.box].name}, difficulty {md.difficulty})"
        rows.append(("Mission", [Button(label, self.cycle("mission", len(self.missions)), size=20)]))
        if m == MIX:
            boxes = self.box_choices[self.box]
            rows.append(("Enemy boxes", [Button(" + ".join(self.cards.boxes[b].name for b in boxes),
                                                self.cycle("box", len(self.box_choices)), size=20)]))
            locs = self.location_sets[self.location_set]
            names = "random four" if locs is None else ", ".join(self.cards.locations[loc].name for loc in locs)
            rows.append(("Locations", [Button(names, self.cycle("location_set", len(self.location_sets)), size=18)]))
            rows.append(("Reality Loss dial", [Button(self.cards.dials[self.dials[self.dial]].name,
                                                      self.cycle("dial", len(self.dials)), size=20)]))
        rows.append(("Enemy turns", [Button("3 a round (harder)" if self.harder else "2 a round", self.toggle_harder,
                                            size=20)]))
        return rows

    def cycle_faction(self, seat: int, players: int) -> None:
        used = set(self.seat_factions[:players]) - {self.seat_factions[seat]}
        i = self.factions.index(self.seat_factions[seat])
        for k in range(1, len(self.factions) + 1):
            cand = self.factions[(i + k) % len(self.factions)]
            if cand not in used:
                # Swap with a seat beyond the player count that holds it, so all four stay distinct.
                if cand in self.seat_factions:
                    self.seat_factions[self.seat_factions.index(cand)] = self.seat_factions[seat]
                self.seat_factions[seat] = cand
                break
        self.changed()

    def toggle_harder(self) -> None:
        self.harder = not self.harder
        self.changed()

    # -- the game it starts -----------------------------------------------------------------------
    def options(self, players: int, seed: int) -> dict:
        options = {"factions": list(self.seat_factions[:players]), "harder": self.harder}
        m = self.missions[self.mission]
        if m != MIX:
            options["mission"] = m
            return options
        boxes = self.box_choices[self.box]
        first = next((mm for mm in self.missions if mm != MIX and self.cards.missions[mm].box == boxes[0]), None)
        if first:
            options["mission"] = first
        options["enemy_boxes"] = list(boxes)
        locs = self.location_sets[self.location_set]
        if locs is None:
            locs = random.Random(seed).sample(sorted(self.cards.locations), 4)
        options["locations"] = list(locs)
        options["dial"] = self.dials[self.dial]
        return options
