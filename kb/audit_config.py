"""Configuration of `kb audit`: ``[tool.kb.audit]`` in pyproject.toml or ``[audit]`` in kb.toml.

The nearest folder at or above the working folder that holds a kb.toml, or a
pyproject.toml with a ``[tool.kb]`` table, gives the configuration (kb.toml wins when a
folder has both); ``--config FILE`` names one outright.  Paths and exclude patterns are
relative to the folder of that file.  An unknown key, a wrong type or an unknown rule,
severity or unit is an error naming the file.

```toml
[tool.kb.audit]
paths = ["docs"]                  # what `kb audit` reads when no path is given
exclude = ["docs/archive/*"]      # fnmatch patterns; a matching folder excludes all below
extensions = [".md", ".txt"]      # files read inside folders
fail-on = ["unsourced-number", "speculation-as-fact", "disputed-claim"]
tolerance = 0.02                  # relative: "nearly 1000" matches a claim of 1000
unitless-numbers = "large"        # "large", "all" or "none": see kb/audit.py
unitless-min = 1000
hedge-cues = ["in our estimate", "по прикидкам"]
baseline = "kb-baseline.json"     # used when --baseline is not given

[tool.kb.audit.severity]          # error, warning, notice or off
disputed-claim = "warning"

[tool.kb.audit.units]             # surface form -> canonical unit
"tok/sec" = "token/s"
```
"""

from __future__ import annotations

import math
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kb.audit_rules import RULE_IDS, RULES, SEVERITIES
from kb.errors import InputError
from kb.unit_lexicon import DEFAULT_LEXICON, UnitLexicon

UNITLESS_POLICIES: tuple[str, ...] = ("large", "all", "none")
DEFAULT_EXTENSIONS: tuple[str, ...] = (".md", ".markdown", ".mdx", ".txt")


class ConfigError(InputError):
    """The audit configuration cannot be used."""


@dataclass(frozen=True)
class AuditConfig:
    """What the audit reads and how strict it is."""

    root: Path = field(default_factory=Path.cwd)  # the folder paths are relative to
    file: Path | None = None  # where this came from; None for the defaults
    paths: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    extensions: tuple[str, ...] = DEFAULT_EXTENSIONS
    fail_on: tuple[str, ...] = RULE_IDS
    severity: dict[str, str] = field(default_factory=lambda: {r.id: r.severity for r in RULES})
    tolerance: float = 0.02
    unitless_numbers: str = "large"
    unitless_min: float = 1000.0
    hedge_cues: tuple[str, ...] = ()
    units: dict[str, str] = field(default_factory=dict)
    baseline: str | None = None
    lexicon: UnitLexicon = DEFAULT_LEXICON

    def enabled(self, rule: str) -> bool:
        return self.severity.get(rule, "error") != "off"


_KEYS = {
    "paths",
    "exclude",
    "extensions",
    "fail-on",
    "severity",
    "tolerance",
    "unitless-numbers",
    "unitless-min",
    "hedge-cues",
    "units",
    "baseline",
}


def find_config(start: Path) -> Path | None:
    """The configuration file that applies at ``start``, if any."""
    for folder in (start.resolve(), *start.resolve().parents):
        if (folder / "kb.toml").is_file():
            return folder / "kb.toml"
        pyproject = folder / "pyproject.toml"
        if pyproject.is_file() and "[tool.kb" in pyproject.read_text(encoding="utf-8"):
            return pyproject
    return None


def load_config(explicit: Path | None, start: Path) -> AuditConfig:
    """The configuration named by ``explicit``, else the one found from ``start``, else
    the defaults."""
    path = explicit if explicit is not None else find_config(start)
    if path is None:
        return AuditConfig(root=start.resolve())
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{path}: no such configuration file") from None
    except (OSError, UnicodeDecodeError) as error:
        raise ConfigError(f"{path}: cannot read: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise ConfigError(f"{path}: invalid TOML: {error}") from None
    if path.name == "pyproject.toml":
        where = "[tool.kb.audit]"
        tool = data.get("tool", {}).get("kb", {})
        _no_unknown(path, "[tool.kb]", tool, {"audit"})
        table = tool.get("audit", {})
    else:
        where = "[audit]"
        _no_unknown(path, "kb.toml", data, {"audit"})
        table = data.get("audit", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: {where} must be a table")
    return _parse(path, where, table)


def _no_unknown(path: Path, where: str, table: Any, known: set[str]) -> None:
    if not isinstance(table, dict):
        raise ConfigError(f"{path}: {where} must be a table")
    unknown = sorted(set(table) - known)
    if unknown:
        raise ConfigError(
            f"{path}: {where} has unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})"
        )


def _strings(path: Path, where: str, key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"{path}: {where} {key} must be a list of strings")
    return tuple(value)


def _rules(path: Path, where: str, key: str, names: tuple[str, ...]) -> tuple[str, ...]:
    for name in names:
        if name not in RULE_IDS:
            raise ConfigError(
                f"{path}: {where} {key} names unknown rule {name!r} (rules: {', '.join(RULE_IDS)})"
            )
    return names


def _number(path: Path, where: str, key: str, value: Any, low: float, high: float) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(f"{path}: {where} {key} must be a number")
    number = float(value)
    if not (math.isfinite(number) and low <= number <= high):
        raise ConfigError(f"{path}: {where} {key} must lie between {low:g} and {high:g}")
    return number


def _parse(path: Path, where: str, table: dict[str, Any]) -> AuditConfig:
    _no_unknown(path, where, table, _KEYS)
    options: dict[str, Any] = {"root": path.resolve().parent, "file": path}
    for key in ("paths", "exclude", "extensions", "hedge-cues"):
        if key in table:
            options[key.replace("-", "_")] = _strings(path, where, key, table[key])
    if "extensions" in options:
        options["extensions"] = tuple(
            e.lower() if e.startswith(".") else f".{e.lower()}" for e in options["extensions"]
        )
    if "fail-on" in table:
        options["fail_on"] = _rules(
            path, where, "fail-on", _strings(path, where, "fail-on", table["fail-on"])
        )
    if "tolerance" in table:
        options["tolerance"] = _number(path, where, "tolerance", table["tolerance"], 0, 1)
    if "unitless-min" in table:
        options["unitless_min"] = _number(
            path, where, "unitless-min", table["unitless-min"], 0, math.inf
        )
    if "unitless-numbers" in table:
        policy = table["unitless-numbers"]
        if policy not in UNITLESS_POLICIES:
            raise ConfigError(
                f"{path}: {where} unitless-numbers must be one of {', '.join(UNITLESS_POLICIES)}"
            )
        options["unitless_numbers"] = policy
    if "baseline" in table:
        if not isinstance(table["baseline"], str):
            raise ConfigError(f"{path}: {where} baseline must be a string")
        options["baseline"] = table["baseline"]
    if "severity" in table:
        severities = table["severity"]
        if not isinstance(severities, dict):
            raise ConfigError(f"{path}: {where} severity must be a table")
        _rules(path, f"{where[:-1]}.severity]", "", tuple(severities))
        merged = {r.id: r.severity for r in RULES}
        for rule, level in severities.items():
            if level not in SEVERITIES:
                raise ConfigError(
                    f"{path}: {where[:-1]}.severity] {rule} must be one of {', '.join(SEVERITIES)}"
                )
            merged[rule] = level
        options["severity"] = merged
    if "units" in table:
        units = table["units"]
        if not isinstance(units, dict) or not all(isinstance(v, str) for v in units.values()):
            raise ConfigError(f"{path}: {where[:-1]}.units] must map unit words to unit names")
        try:
            options["lexicon"] = DEFAULT_LEXICON.extended(units)
        except ValueError as error:
            raise ConfigError(f"{path}: {where[:-1]}.units]: {error}") from None
        options["units"] = dict(units)
    return AuditConfig(**options)
