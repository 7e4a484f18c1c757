"""How kb names a file to the person running it."""

from pathlib import Path


def shown_path(path: Path, cwd: Path) -> str:
    """``path`` relative to cwd when it lies under it, so that the name opens the file
    from where kb runs ("claims/x.toml", "x.toml" from claims/), else absolute."""
    return path.relative_to(cwd).as_posix() if path.is_relative_to(cwd) else str(path)
