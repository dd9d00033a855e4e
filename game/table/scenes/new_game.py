"""New game: players, factions, bot seats, gamepad claims, mission or Mix & Match, harder, seed."""
from __future__ import annotations

import random

import pygame

from game.table import theme
from game.table.scenes.menu import ButtonScene
from game.table.widgets.button import Button

MIX = "__mix__"


class NewGameScene(ButtonScene):
    title = "New game: NOAH"

    def __init__(self, app):
        super().__init__(app)
        from game.table.noah.session import card_set, fresh_seed
        self.cards = card_set()
        self.factions = sorted(self.cards.factions)
        self.players = 2
        self.seat_factions = self.factions[:4]
        self.bots = [False] * 4
        self.pads: list[int | None] = [None] * 4
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
        self.seed = fresh_seed()
        self.typing = False
        self.rebuild()

    # -- the form -------------------------------------------------------------------------------------
    def rebuild(self):
        w, h = self.app.size
        rows: list[tuple[str, list[Button]]] = []
        rows.append(("Players", [Button(f"{self.players}", self.cycle_players, size=22)]))
        pads = self.app.router.connected_pads()
        for seat in range(self.players):
            fid = self.seat_factions[seat]
            pad = self.pads[seat]
            rows.append((f"Seat {seat + 1}", [
                Button(self.cards.factions[fid].name, lambda s=seat: self.cycle_faction(s), size=20),
                Button("Bot" if self.bots[seat] else "Person", lambda s=seat: self.toggle_bot(s), size=20),
                Button("no gamepad" if pad is None else f"gamepad {pad}", lambda s=seat: self.cycle_pad(s, pads),
                       size=20, enabled=bool(pads) or pad is not None),
            ]))
        m = self.missions[self.mission]
        if m == MIX:
            label = "Mix & Match"
        else:
            md = self.cards.missions[m]
            label = f"{md.name} ({self.cards.boxes[md.box].name}, difficulty {md.difficulty})"
        rows.append(("Mission", [Button(label, self.cycle_mission, size=20)]))
        if m == MIX:
            boxes = self.box_choices[self.box]
            rows.append(("Enemy boxes", [Button(" + ".join(self.cards.boxes[b].name for b in boxes), self.cycle_box,
                                                size=20)]))
            locs = self.location_sets[self.location_set]
            names = "random four" if locs is None else ", ".join(self.cards.locations[l].name for l in locs)
            rows.append(("Locations", [Button(names, self.cycle_locations, size=18)]))
            rows.append(("Reality Loss dial", [Button(self.cards.dials[self.dials[self.dial]].name, self.cycle_dial,
                                                      size=20)]))
        rows.append(("Enemy turns", [Button("3 a round (harder)" if self.harder else "2 a round", self.toggle_harder,
                                            size=20)]))
        rows.append(("Seed", [Button(f"{self.seed}" + ("_" if self.typing else ""), self.type_seed, size=20),
                              Button("New seed", self.new_seed, size=20)]))
        self.rows = rows
        self.buttons = []
        top = 120
        row_h = min(50, (h - top - 100) // max(1, len(rows)))
        label_x = max(40, w // 2 - 480)
        for i, (label, buttons) in enumerate(rows):
            x = label_x + 200
            for b in buttons:
                width = 520 if len(buttons) == 1 else (300 if b is buttons[0] else 150)
                b.rect = pygame.Rect(x, top + i * row_h, width, row_h - 8)
                x += width + 10
                self.buttons.append(b)
        start = Button("Start", self.start, accent=True, key=pygame.K_RETURN)
        back = Button("Back", self.back)
        start.rect = pygame.Rect(w // 2 + 10, h - 80, 220, 48)
        back.rect = pygame.Rect(w // 2 - 230, h - 80, 220, 48)
        self.buttons += [back, start]
        self.label_x = label_x
        self.row_h = row_h
        self.focus = min(self.focus, len(self.buttons) - 1)

    def resize(self, size):
        self.rebuild()

    def cycle_players(self):
        self.players = self.players % 4 + 1
        self.rebuild()

    def cycle_faction(self, seat):
        used = set(self.seat_factions[:self.players]) - {self.seat_factions[seat]}
        i = self.factions.index(self.seat_factions[seat])
        for k in range(1, len(self.factions) + 1):
            cand = self.factions[(i + k) % len(self.factions)]
            if cand not in used:
                # Swap with a seat beyond the player count that holds it, so all four stay distinct.
                if cand in self.seat_factions:
                    j = self.seat_factions.index(cand)
                    self.seat_factions[j] = self.seat_factions[seat]
                self.seat_factions[seat] = cand
                break
        self.rebuild()

    def toggle_bot(self, seat):
        self.bots[seat] = not self.bots[seat]
        self.rebuild()

    def cycle_pad(self, seat, pads):
        options = [None] + list(pads)
        current = self.pads[seat]
        nxt = options[(options.index(current) + 1) % len(options)] if current in options else None
        for s in range(4):
            if s != seat and self.pads[s] == nxt and nxt is not None:
                self.pads[s] = None
        self.pads[seat] = nxt
        self.rebuild()

    def cycle_mission(self):
        self.mission = (self.mission + 1) % len(self.missions)
        self.rebuild()

    def cycle_box(self):
        self.box = (self.box + 1) % len(self.box_choices)
        self.rebuild()

    def cycle_locations(self):
        self.location_set = (self.location_set + 1) % len(self.location_sets)
        self.rebuild()

    def cycle_dial(self):
        self.dial = (self.dial + 1) % len(self.dials)
        self.rebuild()

    def toggle_harder(self):
        self.harder = not self.harder
        self.rebuild()

    def type_seed(self):
        self.typing = not self.typing
        self.rebuild()

    def new_seed(self):
        from game.table.noah.session import fresh_seed
        self.seed = fresh_seed()
        self.typing = False
        self.rebuild()

    def process_event(self, event):
        if self.typing and event.type == pygame.KEYDOWN:
            if event.unicode and event.unicode.isdigit() and len(str(self.seed)) < 9:
                self.seed = int(f"{self.seed}{event.unicode}") if self.seed else int(event.unicode)
            elif event.key == pygame.K_BACKSPACE:
                self.seed = int(str(self.seed)[:-1] or 0)
            elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_KP_ENTER):
                self.typing = False
            self.rebuild()
            return None
        return super().process_event(event)

    def options(self) -> dict:
        options = {"factions": list(self.seat_factions[:self.players]), "harder": self.harder}
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
            locs = random.Random(self.seed).sample(sorted(self.cards.locations), 4)
        options["locations"] = list(locs)
        options["dial"] = self.dials[self.dial]
        return options

    def warm(self) -> None:
        """Warm the pictures of exactly the game this form would start."""
        from game.table.noah import warm
        warm.want(self.app, self.options(), self.seed)

    def start(self):
        from game.table.scenes import launch
        bots = tuple(s for s in range(self.players) if self.bots[s])
        pads = {pad: seat for seat, pad in enumerate(self.pads[:self.players]) if pad is not None}
        error = launch.start_noah(self.app, self.options(), self.seed, bots=bots, pads=pads)
        if error:
            self.toasts.show(error, theme.DANGER)

    def draw(self, surface):
        super().draw(surface)
        th = self.app.theme
        for i, (label, buttons) in enumerate(self.rows):
            img = th.text(label, 22, theme.TEXT_DIM, bold=True)
            surface.blit(img, (self.label_x, buttons[0].rect.centery - img.get_height() // 2))
        pads = self.app.router.connected_pads()
        hint = (f"{len(pads)} gamepad(s) connected: give each to a seat." if pads
                else "No gamepad connected: the mouse plays for whoever's turn it is.")
        img = th.text(hint, 18, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midbottom=(surface.get_width() // 2, surface.get_height() - 92)))

    def layout(self):
        return {f"button:{b.label}": list(b.rect) for b in self.buttons}
