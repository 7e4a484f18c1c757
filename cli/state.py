"""What every command shares: the database the global --db option names."""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import typer
from sqlalchemy.engine import Engine
from sqlmodel import Session

from cli.output import note
from kb.database import transaction
from kb.project import DEFAULT_DATABASE, find_root, open_project_database


@dataclass
class State:
    db: str | None = None
    _engine: Engine | None = field(default=None, repr=False)

    def engine(self) -> Engine:
        if self._engine is None:
            self._engine, loaded = open_project_database(self.db, Path.cwd())
            if loaded:
                note(f"loaded the ledger into {DEFAULT_DATABASE}")
        return self._engine

    def root(self) -> Path | None:
        """The project folder the command runs in, if any: where the ledger is written."""
        return find_root(Path.cwd())

    @contextmanager
    def session(self) -> Iterator[Session]:
        """The command's one transaction."""
        with transaction(self.engine()) as session:
            yield session


def state(ctx: typer.Context) -> State:
    found = ctx.find_object(State)
    if found is None:  # a sub-command invoked on its own, as in some tests
        found = ctx.ensure_object(State)
    return found
