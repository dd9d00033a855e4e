"""Following a lesson without a mouse: the keyboard's focus (arrows, Tab, Enter) or a gamepad's d-pad
and A, as a person at the table does. The way to each lit place is found on the table's own focus
rules (game.table.focus: what an arrow, a Tab or a d-pad press steps to), then pressed for real, one
key or button at a time: a place no sequence of presses reaches fails the test, naming it."""
from __future__ import annotations

import copy
from collections import deque

import pygame

from game.table.focus import item_at, step_from
from virtual_pads import A, DOWN, LEFT, RIGHT, UP

DIRS = {(1, 0): RIGHT, (-1, 0): LEFT, (0, 1): DOWN, (0, -1): UP}
KEYS = {(1, 0): pygame.K_RIGHT, (-1, 0): pygame.K_LEFT, (0, 1): pygame.K_DOWN, (0, -1): pygame.K_UP}


class Keyboard:
    """The keyboard alone: the arrows and Tab move the table's focus, Enter presses."""

    pointer = "keys"

    def __init__(self, h):
        self.h = h

    def here(self, table) -> str | None:
        inputs = table.inputs
        item = inputs.focus.current(inputs.items("keys"), inputs.zone_of) if inputs.focus.visible else None
        return item.key if item else None

    def go(self, table, goal) -> None:
        """Step the focus to the item `goal` (a focus key, or any of a set of keys standing for one
        place) by the shortest run of arrows and Tabs."""
        goal = {goal} if isinstance(goal, str) else set(goal)
        inputs = table.inputs
        if not inputs.focus.visible:
            self.h.key(pygame.K_RIGHT)        # the first arrow only shows the focus
        items = inputs.items("keys")
        moves = [(d, 0) for d in KEYS] + [((0, 0), 1), ((0, 0), -1)]
        start = copy.deepcopy(inputs.focus)
        queue, seen, path = deque([(start, [])]), {self.here(table)}, None
        while queue:
            focus, steps = queue.popleft()
            if focus.key in goal:
                path = steps
                break
            for move in moves:
                after = copy.deepcopy(focus)
                item = after.move(items, move[0], move[1], inputs.zone_of)
                if item is not None and item.key not in seen:
                    seen.add(item.key)
                    queue.append((after, steps + [move]))
        assert path is not None, f"the arrows and Tab never reach {goal} (from {self.here(table)})"
        for direction, tab in path:
            if tab:
                self.h.key(pygame.K_TAB, pygame.KMOD_SHIFT if tab < 0 else 0)
            else:
                self.h.key(KEYS[direction])
        assert self.here(table) in goal, f"the keys meant to reach {goal} reached {self.here(table)}"

    def press(self) -> None:
        self.h.key(pygame.K_RETURN)


class Gamepad:
    """A gamepad alone (an SDL virtual controller): the d-pad snaps its cursor, A presses."""

    def __init__(self, h, pad):
        self.h = h
        self.pad = pad
        self.pointer = f"pad{pad.instance_id}"

    @property
    def cursor(self):
        return self.h.app.router.pads[self.pad.instance_id]

    def here(self, table) -> str | None:
        return self.here_at(table.inputs.items(self.pointer), self.cursor.pos)

    def button(self, number: int) -> None:
        self.pad.button(number, True)
        self.h.frames(2)
        self.pad.button(number, False)
        self.h.frames(2)

    def go(self, table, goal) -> None:
        """Snap the cursor to the item `goal` (a focus key, or any of a set of keys standing for one
        place) by the shortest run of d-pad presses."""
        goal = {goal} if isinstance(goal, str) else set(goal)
        items = table.inputs.items(self.pointer)
        by_key = {i.key: i for i in items}
        queue, seen, path = deque([(self.cursor.pos, [])]), {self.here(table)}, None
        while queue:
            pos, steps = queue.popleft()
            if self.here_at(items, pos) in goal:
                path = steps
                break
            for direction in DIRS:
                item = step_from(items, pos, direction)
                if item is not None and item.key not in seen:
                    seen.add(item.key)
                    queue.append((item.point, steps + [direction]))
        assert goal & set(by_key), f"{goal} is not among the places the d-pad steps to"
        assert path is not None, f"the d-pad never reaches {goal} (from {self.here(table)})"
        for direction in path:
            self.button(DIRS[direction])
        assert self.here(table) in goal, f"the d-pad meant to reach {goal} reached {self.here(table)}"

    @staticmethod
    def here_at(items, pos) -> str | None:
        item = item_at(items, pos)
        return item.key if item else None

    def press(self) -> None:
        self.button(A)


def item_on(device, table, rect: pygame.Rect) -> set[str]:
    """The focus keys of the items standing for a lit place (the same rectangle, else those under its
    centre: a gather's card is also the card itself, and a press on either is the same press)."""
    items = table.inputs.items(device.pointer)
    same = [i for i in items if pygame.Rect(i.rect) == rect]
    under = [i for i in items if i.area.collidepoint(rect.center)]
    found = (same or under)
    assert found, f"nothing the focus steps to stands for the lit place {rect}"
    return {i.key for i in found}


def make_step(h, bar, device, settle) -> None:
    """What a learner without a mouse does: Continue focused and pressed, or the step's lit places
    stepped to and pressed (a card, then its lit target; a menu's line; a gather's cards, its Confirm)."""
    table, step, before = bar.table, bar.lesson.current, bar.lesson.index
    if step.kind == "continue":
        device.go(table, "overlay:lesson:Continue")
        device.press()
        return
    places = table.moves.places(step.do)
    assert places, f"step {step.number}: nothing lit for {step.do}"
    key = table.adapter.drop_key(step.do)
    drop = table.drop_rects().get(key) if key else None
    picks = [r for r in places if r != drop and table.pick_at(r.center) is not None]
    targets = [drop] if drop is not None else [r for r in places if r not in picks]
    if picks and targets:
        device.go(table, item_on(device, table, picks[0]))
        device.press()
        settle(h, bar)
        pressed = [picks[0]]
        if bar.lesson.index != before:               # a press on the card was the move (a click plays it)
            return
        if device.pointer in table.picking.picks:    # the card is held: its lit target
            goal = f"target:{key}" if drop is not None else item_on(device, table, targets[0])
            device.go(table, goal)
            device.press()
            pressed.append(targets[0])
        else:                                        # the press chose it for a gather: no target to drop on
            pressed.append(drop)
    else:
        device.go(table, item_on(device, table, places[0]))
        device.press()
        pressed = [places[0]]
    choice = table.picking.choices.get(device.pointer)
    if choice is not None:                           # the drop's menu: the line of the lesson's move
        line = [c for _, c in choice.options].index(step.do)
        device.go(table, f"choice:{line}")
        device.press()
    settle(h, bar)
    for _ in range(8):      # a gather's lit cards one by one, then its Confirm; End turn asked again
        if bar.lesson.index != before:
            return
        again = table.moves.places(step.do)
        rest = [r for r in again if r not in pressed] or again[-1:]
        device.go(table, item_on(device, table, rest[0]))
        device.press()
        pressed.append(rest[0])
        settle(h, bar)
