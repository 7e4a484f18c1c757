"""How kb names a file to the person running it."""

import os
from dataclasses import dataclass
from pathlib import Path

from kb.errors import one_line


def relative_path(path: Path, base: Path) -> str:
    """``path`` relative to ``base`` when it lies under it ("docs/a.md"), else as it is
    (absolute when ``path`` is)."""
    return path.relative_to(base).as_posix() if path.is_relative_to(base) else str(path)


def located(path: Path) -> Path:
    """``path`` absolute, its links followed, as Path.resolve() makes it, but without the
    RuntimeError that raises on a link loop (before Python 3.13): a loop named on the
    command line is a file that cannot be read, reported as such, not a crash.  A path
    that leads to no file (missing, a link to a missing file, a loop) keeps its own name
    in its folder: a message names the link given, not a file that is not there."""
    if os.path.exists(path):  # never raises, unlike Path.exists under a folder kb may not search
        return Path(os.path.realpath(path))
    return Path(os.path.realpath(path.parent)) / path.name


def shown_path(path: Path, cwd: Path) -> str:
    """``path`` relative to cwd when it lies under it, so that the name opens the file
    from where kb runs ("claims/x.toml", "x.toml" from claims/), else absolute; escaped
    (one_line) when it holds a newline or another character that does not print."""
    return one_line(relative_path(path, cwd))


@dataclass(frozen=True)
class LedgerNames:
    """How messages name a file of a ledger (given relative to its root): as shown_path
    names it from the working folder; relative to the root without one."""

    root: Path
    cwd: Path | None

    @classmethod
    def of(cls, root: Path, cwd: Path | None) -> "LedgerNames":
        return cls(root, None if cwd is None else cwd.resolve())

    def __call__(self, rel: str) -> str:
        return one_line(rel) if self.cwd is None else shown_path(self.root / rel, self.cwd)

    def path(self, path: Path) -> str:
        """A path anywhere: named as a file of the ledger when it lies under its root."""
        inside = path.is_relative_to(self.root)
        return self(path.relative_to(self.root).as_posix() if inside else str(path))
