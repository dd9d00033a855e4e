"""Ark Table: a desktop card table for three card games."""
