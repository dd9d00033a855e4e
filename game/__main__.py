"""`python -m game` is the same program as the `ark-table` console script."""
from game.cli import main

raise SystemExit(main())
