"""The NOAH table: session (engine, bots, saves), layout, scene, animations of events."""
