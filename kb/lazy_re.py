"""Regular expressions compiled the first time they are used, not when their module loads.

The reader's modules hold some 400 patterns; ``re`` compiles one in Python, and together
they took a third of `kb audit`'s start-up (0.4 s) though a run reads few of them: a page
of a few sentences one in four, a `--cache` run with nothing changed none.  A pattern
made by ``lazy_compile`` is compiled on its first search, match or other use and is the
compiled pattern from then on (each method looked up once, then kept on the object).
"""

import re
from functools import cached_property
from typing import Any, cast


class _LazyPattern:
    def __init__(self, pattern: str, flags: int) -> None:
        # ``pattern`` as a compiled one has it: a module builds others from it at import
        self.pattern = pattern
        self._flags = flags

    @cached_property
    def _compiled(self) -> re.Pattern[str]:
        return re.compile(self.pattern, self._flags)

    def __getattr__(self, name: str) -> Any:
        # only called for what the object does not hold yet (its first search, match …):
        # kept, so that the next is an attribute like any other
        found = getattr(self._compiled, name)
        setattr(self, name, found)
        return found


def lazy_compile(pattern: str, flags: int = 0) -> re.Pattern[str]:
    """``re.compile(pattern, flags)``, compiled when it is first used (see the module)."""
    return cast("re.Pattern[str]", _LazyPattern(pattern, flags))
