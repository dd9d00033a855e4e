"""Card effects as data: each op in the YAML names a function registered by its family's module (hero,
enemy, modifiers; `ops` imports every one of them) and run by `run`."""
