"""Sounds: synthesized at start-up, played on the matching events, silent without a mixer."""
from __future__ import annotations

import pygame

from game.engine.noah import events as ev
from game.table import sound
from test_table_noah import centre, enemy_hit_card, finish, hand_card, start


def test_every_sound_is_synthesized_short_and_in_range():
    samples = sound.synthesize()
    assert set(samples) == set(sound.NAMES)
    for name, s in samples.items():
        assert 0.02 < len(s) / sound.RATE < 1.0, name
        assert max(abs(v) for v in s) <= 1.0, name
    assert len(sound.to_buffer(samples["tick"], channels=2)) == 4 * len(samples["tick"])


def test_the_dummy_audio_driver_builds_real_sounds(harness):
    harness.app.sounds.wait()
    assert harness.app.sounds.available


def test_a_mixer_that_cannot_open_leaves_the_table_silent(monkeypatch):
    class Settings:
        sound = True

    def refuse(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    sounds = sound.Sounds(Settings())
    sounds.start()
    assert not sounds.available and sounds._thread is None
    sounds.play("win")                      # no crash, still recorded
    assert sounds.played == ["win"]


def test_playing_a_card_slides_and_plays(harness):
    table = start(harness)
    played = harness.app.sounds.played
    played.clear()
    card, position = enemy_hit_card(table, 0)
    harness.drag(hand_card(table, 0, card), centre(table.layout()[f"enemy:{position}"]))
    harness.key(pygame.K_1)
    finish(harness)
    assert "play" in played and "slide" in played and "thud" in played   # Deal Hits puts damage on it


def test_events_make_their_sounds_and_sound_off_is_silent(harness):
    table = start(harness)
    played = harness.app.sounds.played
    played.clear()
    events = [ev.HorrorDiceRolled("burst", 0, 1, 1), ev.RealityLossMoved(0, 1),
              ev.TrackMoved(0, "health", 5, 4), ev.TrackMoved(0, "energy", 1, 2)]
    for e in events:
        table.director.play(e)
    table.anims.skip()
    assert played == ["dice", "tick", "thud"]
    played.clear()
    harness.app.settings.sound = False
    table.director.animate(ev.GameLost("test"))
    table.anims.skip()
    assert played == []
    harness.app.settings.sound = True
    assert table.director.sound_for(ev.GameWon("x")) == "win"
    assert table.director.sound_for(ev.GameLost("x")) == "loss"


def test_the_audio_device_is_opened_after_the_first_frame(monkeypatch):
    """Without an audio device SDL looks for one for about 0.1 s: the menu is drawn before that."""
    opened = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", lambda *args, **kwargs: opened.append(1))
    sounds = sound.Sounds(type("Settings", (), {"sound": True})())
    assert opened == []
    sounds.start()
    sounds.start()
    assert opened == [1]


def test_sounds_are_made_after_the_first_frame_and_not_while_a_frame_draws(harness):
    sounds = harness.app.sounds
    assert sounds._thread is None and not sounds.available     # the first frame waits for nothing
    harness.app.idle.clear()
    harness.frames(1)                                          # the frame sets the gate when it ends...
    harness.app.idle.clear()                                   # ...so hold it shut as if drawing
    sounds._thread.join(0.3)
    assert not sounds.available
    harness.app.idle.set()
    sounds.wait()
    assert sounds.available
