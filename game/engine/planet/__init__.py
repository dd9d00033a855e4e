"""Noah Planet: each player grows an ecosystem of plants and animals in tiers T0-T4; every turn each
species must eat from the tiers below or go extinct, and the living ones score. First to 100 ends the round."""
