"""The pygame front end: window, main loop, scenes, widgets, input and animation.

It never changes game state itself: gestures become engine Commands, and the table animates the
Events that come back and redraws from the engine's state.
"""
