"""Configuration of `kb audit`: ``[tool.kb.audit]`` in pyproject.toml or ``[audit]`` in kb.toml.

The nearest folder at or above the working folder that holds a kb.toml, or a
pyproject.toml with a ``[tool.kb]`` table, gives the configuration (kb.toml wins when a
folder has both); ``--config FILE`` names one outright.  Paths and exclude patterns are
relative to the folder of that file.  An unknown key, a wrong type or an unknown rule,
severity or unit is an error naming the file and the line of the key, and so is a path
or a baseline that the run reads and that does not exist; a run names every error of
the file at once, a line each, as the ledger's are named.

```toml
[tool.kb.audit]
paths = ["docs"]                  # what `kb audit` reads when no path is given
exclude = ["docs/archive/*"]      # fnmatch patterns, from this folder as paths (../ too);
                                  #   a matching folder excludes all below
extensions = [".md", ".txt"]      # files read inside folders
fail-on = ["unsourced-number"]    # default: the rules of severity error
tolerance = 0.005                 # relative, for a claim's own rounding (a page's number
                                  #   is read to the precision it is written with)
unitless-numbers = "large"        # "large", "all" or "none": see kb/audit.py
unitless-min = 1000
hedge-cues = ["by our reckoning", "по нашей модели"]
topics = ["Sol", "Cerebras"]      # unsourced-number only where these are named: see
                                  #   kb/audit.py (default: everywhere)
baseline = "kb-baseline.json"     # used when --baseline is not given

[tool.kb.audit.severity]          # error, warning, notice or off
disputed-claim = "warning"

[tool.kb.audit.units]             # surface form -> canonical unit
"tk/s" = "token/s"
```
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from kb.audit_rules import RULE_IDS, RULES, SEVERITIES, unknown_rule
from kb.backing import TOLERANCE
from kb.errors import FormulaError, Place, PlacedError, PlacedErrors, one_line
from kb.paths import shown_path
from kb.suggestions import did_you_mean
from kb.toml_file import TomlFileError, read_toml
from kb.toml_lines import KeyPath, key_lines
from kb.unit_lexicon import DEFAULT_LEXICON, UnitLexicon
from kb.units import CANONICAL_UNITS, READ_AS, canonical_factor, convert, in_canonical_unit

UNITLESS_POLICIES: tuple[str, ...] = ("large", "all", "none")
DEFAULT_EXTENSIONS: tuple[str, ...] = (".md", ".markdown", ".mdx", ".txt")


class ConfigError(PlacedError):
    """A fault of the audit configuration; ``where``: the file and line at fault.  Raised
    when the configuration cannot be used; one that leaves it usable is a warning, kept
    in AuditConfig.warnings (or given by AuditConfig.unfailing), not raised."""


class ConfigErrors(PlacedErrors, ConfigError):
    """Several faults of a configuration file, each a ConfigError, by line."""

    whole = "the configuration"


@dataclass(frozen=True)
class AuditConfig:
    """What the audit reads and how strict it is."""

    # paths and excludes are relative to this folder (finding fingerprints too when a
    # file gave the configuration: see Auditor._fingerprint_path)
    root: Path = field(default_factory=Path.cwd)
    file: Path | None = None  # where this came from; None for the defaults
    paths: tuple[str, ...] = ()
    exclude: tuple[str, ...] = ()
    exclude_places: dict[str, Place] = field(default_factory=dict)  # pattern -> kb.toml:3
    extensions: tuple[str, ...] = DEFAULT_EXTENSIONS
    fail_on: tuple[str, ...] | None = None  # None: the rules of severity "error"
    severity: dict[str, str] = field(default_factory=lambda: {r.id: r.severity for r in RULES})
    tolerance: float = TOLERANCE
    unitless_numbers: str = "large"
    unitless_min: float = 1000.0
    hedge_cues: tuple[str, ...] = ()
    # unsourced-number is reported only for figures in a sentence, lead-in or section
    # that names one of these (kb.audit); None: everywhere
    topics: tuple[str, ...] | None = None
    units: dict[str, str] = field(default_factory=dict)
    baseline: str | None = None
    lexicon: UnitLexicon = DEFAULT_LEXICON
    # what the user should know about the file, each at its line: "pyproject.toml:3: ..."
    warnings: tuple[ConfigError, ...] = ()
    # each rule the file turns off, at the line that does: "kb.toml:4: [audit.severity]
    # disputed-claim is off"
    turned_off: dict[str, ConfigError] = field(default_factory=dict)

    def enabled(self, rule: str) -> bool:
        return self.severity.get(rule, "error") != "off"

    def unfailing(self, rules: Sequence[str], named_by: str) -> list[ConfigError]:
        """A warning for each of ``rules``, which ``named_by`` ("fail-on" or "--fail-on")
        names, that is turned off: it reports nothing, so it can fail nothing; at the line
        that turns it off."""
        return [
            ConfigError(
                f"{off.detail}, so {named_by} cannot fail on it (an off rule reports nothing)",
                off.place,
            )
            for rule in rules
            if (off := self.turned_off.get(rule)) is not None
        ]

    def failing(self) -> tuple[str, ...]:
        """The rules whose findings fail the run: fail-on, else those of severity error
        (a rule made a warning or a notice reports without failing, as linters do)."""
        if self.fail_on is not None:
            return self.fail_on
        return tuple(rule for rule in RULE_IDS if self.severity.get(rule, "error") == "error")

    def shown_severity(self, failing: Collection[str]) -> dict[str, str]:
        """Each rule's severity in a run that fails on ``failing``: an error for a rule
        that fails it, whatever its configured severity (a failed run shows why); for
        another, the configured one, at most a warning (a run that passes shows no
        errors). A rule turned off stays off."""
        shown = {}
        for rule in RULE_IDS:
            level = self.severity.get(rule, "error")
            if level != "off":
                at_most = max(level, "warning", key=SEVERITIES.index)  # the milder of the two
                level = "error" if rule in failing else at_most
            shown[rule] = level
        return shown


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
    "topics",
    "units",
    "baseline",
}


def find_config(start: Path) -> Path | None:
    """The configuration file that applies at ``start``, if any."""
    for folder in (start.resolve(), *start.resolve().parents):
        if (folder / "kb.toml").is_file():
            return folder / "kb.toml"
        pyproject = folder / "pyproject.toml"
        try:
            if _has_tool_kb(pyproject):
                return pyproject
        except OSError as error:  # whether it configures kb cannot be told
            shown = shown_path(pyproject, start.resolve())
            raise ConfigError(f"{shown}: cannot read ({error.strerror})") from None
    return None


def load_config(explicit: Path | None, start: Path, reads: Collection[str] = ()) -> AuditConfig:
    """The configuration named by ``explicit``, else the one found from ``start``, else
    the defaults.  ``reads``: the keys whose files the run reads ("paths" when it names no
    path, "baseline" when it uses the configured one), each of which must exist.  Every
    error of the file is raised at once (ConfigErrors when there are several)."""
    path = explicit if explicit is not None else find_config(start)
    if path is None:
        return AuditConfig(root=start.resolve())
    # a file named on the command line as it was named, one found from where kb runs
    name = str(path) if explicit is not None else shown_path(path, start.resolve())
    try:
        text, data = read_toml(path, name)
    except TomlFileError as error:
        if error.missing:
            raise ConfigError("no such configuration file", Place(name)) from None
        raise ConfigError(error.reason, error.place) from None
    file = _ConfigFile(path, name, key_lines(text))
    keys, table = _audit_table(file, data)
    config = _parse(file, keys, table)
    _missing_files(file, keys, config, reads)
    file.raise_any()
    beside = path.parent / "pyproject.toml"
    if explicit is None and path.name == "kb.toml" and _has_tool_kb(beside):
        config = replace(config, warnings=(*config.warnings, _unused(beside, start)))
    return config


def _unused(pyproject: Path, start: Path) -> ConfigError:
    """The warning that the [tool.kb] table of ``pyproject``, beside the kb.toml used, is
    not: at the table's line (where the settings that do nothing are written), or on the
    file when that cannot be told (a key written with an escape: see kb.toml_lines)."""
    text = pyproject.read_bytes().decode("utf-8", errors="replace")
    beside = _ConfigFile(pyproject, shown_path(pyproject, start.resolve()), key_lines(text))
    return beside.error(
        ("tool", "kb"),
        "[tool.kb] is not used: the kb.toml beside it is (kb.toml wins when a folder has both)",
    )


def _audit_table(file: _ConfigFile, data: dict[str, Any]) -> tuple[tuple[str, ...], dict[str, Any]]:
    """The keys of the audit's table in the file, and the table (empty when it, or a table
    that holds it, is no table: an error kept)."""
    if file.path.name == "pyproject.toml":
        keys: tuple[str, ...] = ("tool", "kb", "audit")
        tool = file.table(("tool",), "[tool]", data.get("tool", {}))
        parent = file.table(
            ("tool", "kb"), "[tool.kb]", tool.get("kb", {}), {"audit"}, _header(keys)
        )
    else:
        keys = ("audit",)  # kb.toml, or any file named by --config
        parent = file.table((), file.path.name, data, {"audit"}, _header(keys))
    return keys, file.table(keys, _header(keys), parent.get("audit", {}), _KEYS)


def _missing_files(
    file: _ConfigFile, keys: tuple[str, ...], config: AuditConfig, reads: Collection[str]
) -> None:
    """Keep an error for each file that a key of ``reads`` names and that does not exist,
    at the line that names it: "kb.toml:3: paths: doc: no such file or folder"."""
    if "paths" in reads:
        for entry, path in enumerate(config.paths):
            if not (config.root / path).exists():
                message = f"paths: {one_line(path)}: no such file or folder"
                file.errors.append(file.error(file.entry(keys, "paths", entry), message))
    baseline = config.baseline
    if "baseline" in reads and baseline is not None and not (config.root / baseline).exists():
        message = (
            f"baseline: {one_line(baseline)}: no such baseline file (write one with "
            "--write-baseline)"
        )
        file.errors.append(file.error((*keys, "baseline"), message))


# In a pyproject.toml that TOML cannot read: a [tool.kb...] header, a tool.kb. key, or a
# kb key under [tool] (kb.audit.paths = ..., kb = {...}); not [tool.kbuild]
_TOOL_KB_RE = re.compile(
    rb"(?m)^\s*\[\s*tool\.kb\s*[.\]]|\btool\.kb\.|^\s*\[\s*tool\s*\](?:\n(?!\s*\[).*)*?\n\s*kb\s*[.=]"
)


def _has_tool_kb(pyproject: Path) -> bool:
    """Whether a pyproject.toml has a tool.kb table, as TOML reads it: ``[tool.kb.audit]``,
    ``[tool]`` with ``kb.audit.fail-on = [...]``, dotted keys at the top, but not
    ``[tool.kbuild]`` nor a comment.  Parsed only when its bytes hold "kb" (a run looks in
    every folder up to the root, and most pyprojects have none).  One that is not UTF-8 or
    not TOML, whose tables cannot be told, is kb's to report when it names tool.kb."""
    if not pyproject.is_file():
        return False
    data = pyproject.read_bytes()
    if b"kb" not in data:
        return False
    try:
        _, parsed = read_toml(pyproject, pyproject.name)
    except TomlFileError:
        return _TOOL_KB_RE.search(data) is not None
    tool = parsed.get("tool")
    return isinstance(tool, dict) and "kb" in tool


def _header(keys: tuple[str, ...]) -> str:
    return f"[{'.'.join(keys)}]"


@dataclass(frozen=True)
class _ConfigFile:
    """The file a configuration came from, so errors can name the line of a key, and the
    errors found in it so far, so that a run names them all."""

    path: Path
    name: str  # how messages name it
    lines: dict[KeyPath, int]  # full dotted key -> line, from key_lines
    errors: list[ConfigError] = field(default_factory=list)

    def place(self, key: KeyPath) -> Place:
        """The file and line of ``key``, or the file alone when the key cannot be placed."""
        return Place(self.name, self.lines.get(key))

    def entry(self, keys: tuple[str, ...], key: str, index: int) -> KeyPath:
        """The index-th item of the list ``key``, when its line is known, else the key."""
        item: KeyPath = (*keys, key, index)
        return item if item in self.lines else (*keys, key)

    def error(self, key: KeyPath, message: str) -> ConfigError:
        """``path:line: message`` for the line of ``key`` (see place)."""
        return ConfigError(message, self.place(key))

    def table(
        self,
        keys: tuple[str, ...],
        name: str,
        value: Any,
        known: Collection[str] = (),
        audit: str | None = None,
    ) -> dict[str, Any]:
        """``value`` when it is a table, with an error kept for each key not ``known``
        (when given): one of the audit's keys is told to go under ``audit``, the header
        of the audit's table below this one; else an error kept and an empty table."""
        if not isinstance(value, dict):
            self.errors.append(self.error(keys, f"{name} must be a table"))
            return {}
        for key in value:
            if known and key not in known:
                where = (
                    f": put it under {audit}"
                    if audit is not None and key in _KEYS
                    else f"{did_you_mean(key, known)} (known: {', '.join(sorted(known))})"
                )
                self.errors.append(
                    self.error((*keys, key), f"{name} has unknown key {key!r}{where}")
                )
        return value

    @contextmanager
    def gathered(self) -> Iterator[None]:
        """Run the block (the reading of one key); a ConfigError in it is kept, and reading
        goes on with the next key."""
        try:
            yield
        except ConfigError as error:
            self.errors.append(error)

    def raise_any(self) -> None:
        """Raise the errors kept, if any, by line (those that name none first)."""
        if len(self.errors) == 1:
            raise self.errors[0]
        if self.errors:
            raise ConfigErrors(
                sorted(self.errors, key=lambda e: (e.place.line if e.place else None) or 0)
            )


def _strings(file: _ConfigFile, keys: tuple[str, ...], key: str, value: Any) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise file.error((*keys, key), f"{_header(keys)} {key} must be a list of strings")
    return tuple(value)


def _choice(
    file: _ConfigFile, keys: tuple[str, ...], key: str, value: Any, choices: tuple[str, ...]
) -> str:
    """``value`` when it is one of ``choices``; else an error naming the line of ``key``
    and, for a misspelt value ("warn"), the choice it may mean."""
    if value in choices:
        return str(value)
    near = did_you_mean(value, choices) if isinstance(value, str) else ""
    raise file.error(
        (*keys, key), f"{_header(keys)} {key} must be one of {', '.join(choices)}{near}"
    )


def _number(
    file: _ConfigFile, keys: tuple[str, ...], key: str, value: Any, low: float, high: float
) -> float:
    where = f"{_header(keys)} {key}"
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise file.error((*keys, key), f"{where} must be a number")
    number = float(value)
    if not math.isfinite(number):  # TOML's inf and nan
        raise file.error((*keys, key), f"{where} must be a finite number")
    if not low <= number <= high:
        # a range with no top in plain words, not "between 0 and inf"
        within = (
            f"lie between {low:g} and {high:g}" if math.isfinite(high) else f"be {low:g} or more"
        )
        raise file.error((*keys, key), f"{where} must {within}")
    return number


def _no_empty_path(
    file: _ConfigFile, keys: tuple[str, ...], key: str, entries: Sequence[str]
) -> None:
    """Refuse an empty entry of ``paths`` or ``exclude`` at its line: it names the
    configuration's folder (paths = [""] audited all of it)."""
    for entry, path in enumerate(entries):
        if not path.strip():
            raise file.error(
                file.entry(keys, key, entry), f"{_header(keys)} {key} holds an empty path"
            )


def _parse(file: _ConfigFile, keys: tuple[str, ...], table: dict[str, Any]) -> AuditConfig:
    """The configuration ``table`` gives; a key in error is kept in ``file.errors`` and
    the rest are read on, so that one run names every error."""
    where = _header(keys)
    options: dict[str, Any] = {"root": file.path.resolve().parent, "file": file.path}
    for key in ("paths", "exclude", "extensions", "hedge-cues"):
        if key in table:
            with file.gathered():
                options[key.replace("-", "_")] = _strings(file, keys, key, table[key])
                if key in ("paths", "exclude"):  # "" would name the configuration's folder
                    _no_empty_path(file, keys, key, options[key])
    if "exclude" in options:
        options["exclude_places"] = {
            pattern: file.place(file.entry(keys, "exclude", entry))
            for entry, pattern in enumerate(options["exclude"])
        }
    if "extensions" in options:
        with file.gathered():
            if not options["extensions"]:
                raise file.error(
                    (*keys, "extensions"),
                    f"{where} extensions is empty: no file in a folder would be read",
                )
            for entry, extension in enumerate(options["extensions"]):
                if not extension.strip(". \t"):  # "", " " or ".": no file name ends so
                    raise file.error(
                        file.entry(keys, "extensions", entry),
                        f"{where} extensions holds {extension!r}, which no file name ends "
                        'with: write the ending, such as ".md"',
                    )
        options["extensions"] = tuple(
            e.lower() if e.startswith(".") else f".{e.lower()}" for e in options["extensions"]
        )
    if "topics" in table:
        with file.gathered():
            options["topics"] = _topics(file, keys, table["topics"])
    if "fail-on" in table:
        with file.gathered():
            options["fail_on"] = _strings(file, keys, "fail-on", table["fail-on"])
            for name in options["fail_on"]:
                if name == "none":  # --fail-on's word for no rule
                    raise file.error(
                        (*keys, "fail-on"),
                        f"{where} fail-on names 'none', which only --fail-on takes: write "
                        "fail-on = [] to fail on no rule",
                    )
                if name not in RULE_IDS:
                    raise file.error(
                        (*keys, "fail-on"), f"{where} fail-on names {unknown_rule(name)}"
                    )
    if "tolerance" in table:
        with file.gathered():
            options["tolerance"] = _number(file, keys, "tolerance", table["tolerance"], 0, 1)
    if "unitless-min" in table:
        with file.gathered():
            options["unitless_min"] = _number(
                file, keys, "unitless-min", table["unitless-min"], 0, math.inf
            )
    if "unitless-numbers" in table:
        with file.gathered():
            options["unitless_numbers"] = _choice(
                file, keys, "unitless-numbers", table["unitless-numbers"], UNITLESS_POLICIES
            )
    if "baseline" in table:
        with file.gathered():
            if not isinstance(table["baseline"], str):
                raise file.error((*keys, "baseline"), f"{where} baseline must be a string")
            if not table["baseline"].strip():
                raise file.error(
                    (*keys, "baseline"), f"{where} baseline is empty: name a file or leave it out"
                )
            options["baseline"] = table["baseline"]
    if "severity" in table:
        severity_keys = (*keys, "severity")
        options["severity"] = _severity(file, severity_keys, table["severity"])
        options["turned_off"] = {
            rule: file.error((*severity_keys, rule), f"{_header(severity_keys)} {rule} is off")
            for rule, level in options["severity"].items()
            if level == "off"
        }
    if "units" in table:
        options["units"] = _units(file, (*keys, "units"), table["units"])
        options["lexicon"] = DEFAULT_LEXICON.extended(options["units"])
    return AuditConfig(**options)


def _topics(file: _ConfigFile, keys: tuple[str, ...], value: Any) -> tuple[str, ...]:
    """The topics a ``topics`` key lists: none may be blank, and the list not empty (it
    would leave no figure to check for unsourced-number: leaving the key out checks all)."""
    topics = _strings(file, keys, "topics", value)
    where = f"{_header(keys)} topics"
    if not topics:
        raise file.error(
            (*keys, "topics"),
            f"{where} is empty: no figure would be checked for unsourced-number "
            "(leave it out to check every one)",
        )
    if any(not topic.rstrip("*").strip() for topic in topics):
        raise file.error((*keys, "topics"), f"{where} has an empty topic")
    return tuple(topic.strip() for topic in topics)


def _severity(file: _ConfigFile, keys: tuple[str, ...], severities: Any) -> dict[str, str]:
    """Each rule's severity: the defaults, with those of the table that are right (an
    error kept for each one that is not)."""
    where = _header(keys)
    merged = {r.id: r.severity for r in RULES}
    for rule, level in file.table(keys, where, severities).items():
        with file.gathered():
            if rule not in RULE_IDS:
                raise file.error(
                    (*keys, rule), _moved(keys, rule) or f"{where} names {unknown_rule(rule)}"
                )
            merged[rule] = _choice(file, keys, rule, level, SEVERITIES)
    return merged


def _moved(keys: tuple[str, ...], key: str) -> str | None:
    """For a key of the audit's own ("baseline") that stands under one of its tables, as
    a TOML key after ``[audit.units]`` does, the error that says where to put it (was the
    table's own error: "'kb-baseline.json' is not a canonical unit")."""
    if key not in _KEYS:
        return None
    where = _header(keys)
    return f"{where} {key!r} is a key of {_header(keys[:-1])}: put it above {where}"


def _units(file: _ConfigFile, keys: tuple[str, ...], units: Any) -> dict[str, str]:
    """The unit words the table maps, each to its canonical unit (an error kept for each
    word that cannot be one)."""
    where = _header(keys)
    if not isinstance(units, dict):
        file.errors.append(file.error(keys, f"{where} must map unit words to unit names"))
        return {}
    mapped: dict[str, str] = {}
    for word, unit in units.items():
        with file.gathered():
            if not word.strip():
                raise file.error((*keys, word), f"{where} has an empty unit word")
            if not isinstance(unit, str):
                raise file.error(
                    (*keys, word),
                    _moved(keys, word) or f"{where} must map unit words to unit names",
                )
            canonical, problem = _configured_unit(word, unit)
            if problem:
                raise file.error(
                    (*keys, word), _moved(keys, word) or f"{where} {word!r}: {problem}"
                )
            mapped[word] = canonical
    return mapped


def _configured_unit(word: str, unit: str) -> tuple[str, str]:
    """The canonical unit ``word`` stands for, and why it may not (or "").  ``unit`` may be
    any unit pint knows that a canonical unit equals ("gigawatt" is GW).  A word that is
    itself a unit of another size would read 0.75 GW as 0.75 MW, 1000 times too small, so
    it is refused with the unit to write: a built-in word of any language ("GW", "МВт",
    兆瓦, "ток/с" = "token/min") or one pint reads as a unit.  (Loads pint, which only a
    configuration that maps unit words pays for.)"""
    if unit not in CANONICAL_UNITS:
        same = in_canonical_unit(1.0, 1.0, unit)
        if same is None:
            return unit, f"{unit!r} is not a canonical unit (units: {', '.join(CANONICAL_UNITS)})"
        if not math.isclose(same[0], 1.0):
            return unit, (
                f"{unit!r} is not a canonical unit and none is its size "
                f"(1 {unit} = {same[0]:g} {same[2]}; units: {', '.join(CANONICAL_UNITS)})"
            )
        unit = same[2]
    return unit, _size_problem(word, unit)


def _size_problem(word: str, unit: str) -> str:
    """Why ``word``, a built-in unit word or one pint reads as a unit, of another size than
    ``unit``, may not stand for it ("GW", "МВт", 兆瓦, "ток/с" for GW or token/min), or ""."""
    read = DEFAULT_LEXICON.match(word, 0)
    if read is not None and read[0] == len(word) and read[1] in READ_AS:
        # degrees Fahrenheit, which the reader states in °C itself by an offset no size
        # gives: 100 °F mapped to °C would be read as 100 °C
        stated = READ_AS[read[1]][0]
        return (
            f"{word} is itself a unit, {read[1]}, which kb audit states in {stated}: leave it out"
        )
    if read is not None and read[0] == len(word):  # a built-in word, in any language
        size = canonical_factor(read[1], unit)
        if size is None or math.isclose(size, 1.0):
            return ""  # its own unit, or another kind of unit (a deliberate other reading)
        return _another_size(word, unit, size, f"map it to {read[1]!r}")
    try:
        size = convert(1.0, word, unit)
    except FormulaError:
        return ""  # not a unit pint knows, or one of other dimensions ("t/s" is tonnes)
    if math.isclose(size, 1.0):
        return ""
    own = in_canonical_unit(1.0, 1.0, word)
    fix = (
        f"map it to {own[2]!r}"
        if own is not None and math.isclose(own[0], 1.0)
        else "leave it out or name another word"
    )
    return _another_size(word, unit, size, fix)


def _another_size(word: str, unit: str, size: float, fix: str) -> str:
    return f"{word} is itself a unit, 1 {word} = {size:g} {unit}, not 1 {unit}: {fix}"
