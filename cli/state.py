"""What every command shares: the database the global --db option names."""

import copy
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import typer
from sqlalchemy.engine import Engine
from sqlmodel import Session

from cli.output import note
from kb.database import transaction
from kb.errors import KbError
from kb.project import DATABASE_ENV, open_project_database


@dataclass
class State:
    db: str | None = None
    named_by_environment: bool = False  # the database is KB_DB's, not typed with --db
    _engine: Engine | None = field(default=None, repr=False)

    def engine(
        self,
        where: Path | None = None,
        *,
        autoload: bool = True,
        warn_if_stale: bool = True,
        as_last_loaded: bool = True,
    ) -> Engine:
        """The database: --db, KB_DB, or the default one of the project at `where`
        (the working folder unless said), loaded from its ledger when that changed
        (kb.project.open_project_database)."""
        if self._engine is None:
            try:
                self._engine = open_project_database(
                    self.db,
                    where or Path.cwd(),
                    tell=note,
                    autoload=autoload,
                    warn_if_stale=warn_if_stale,
                    as_last_loaded=as_last_loaded,
                )
            except KbError as failure:
                if not self.named_by_environment or len(failure.faults()) > 1:
                    raise  # several faults are a ledger's, each at its place
                raise _named_by_environment(failure) from failure
        return self._engine

    @contextmanager
    def session(self, *, write: bool = False, as_last_loaded: bool = True) -> Iterator[Session]:
        """The command's one transaction (as_last_loaded: open_project_database's)."""
        with transaction(self.engine(as_last_loaded=as_last_loaded), write=write) as session:
            yield session


def _named_by_environment(failure: KbError) -> KbError:
    """``failure`` to open the database KB_DB names, saying so first ("KB_DB: cannot open
    database ..."): a variable set long ago in a shell's profile names no database the
    person typed, and the message alone would leave them looking for where it came from."""
    named = copy.copy(failure)  # its class and attributes, whatever its constructor takes
    named.args = (f"{DATABASE_ENV}: {failure}",)  # what str() of it says
    return named


def state(ctx: typer.Context) -> State:
    """The State that kb's callback (cli.app._global) puts on the context before any
    command runs."""
    found = ctx.find_object(State)
    assert found is not None
    return found
