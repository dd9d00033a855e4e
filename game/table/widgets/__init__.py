"""Widgets: buttons, cards, hand, piles, tracks, the Reality Loss dial, dice, the log, toasts."""
