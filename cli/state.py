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
from kb.project import open_project_database


@dataclass
class State:
    db: str | None = None
    _engine: Engine | None = field(default=None, repr=False)

    def engine(
        self, where: Path | None = None, *, autoload: bool = True, warn_if_stale: bool = True
    ) -> Engine:
        """The database: --db, KB_DB, or the default one of the project at `where`
        (the working folder unless said), loaded from its ledger when that changed
        (kb.project.open_project_database)."""
        if self._engine is None:
            self._engine = open_project_database(
                self.db,
                where or Path.cwd(),
                tell=note,
                autoload=autoload,
                warn_if_stale=warn_if_stale,
            )
        return self._engine

    @contextmanager
    def session(self, *, write: bool = False) -> Iterator[Session]:
        """The command's one transaction."""
        with transaction(self.engine(), write=write) as session:
            yield session


def state(ctx: typer.Context) -> State:
    """The State that kb's callback (cli.app._global) puts on the context before any
    command runs."""
    found = ctx.find_object(State)
    assert found is not None
    return found
