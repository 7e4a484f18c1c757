"""kb audit's configuration errors: one line naming the file and the line of the key."""

from __future__ import annotations

from pathlib import Path

import pytest

from kb.audit import Auditor
from kb.audit_config import ConfigError, ConfigErrors, load_config
from kb.audit_rules import RULE_IDS
from kb.audit_rules import RULES as AUDIT_RULES
from kb.ledger_reader import read_ledger
from kb.units import CANONICAL_UNITS

KEYS = (
    "baseline, exclude, extensions, fail-on, hedge-cues, paths, severity, tolerance, "
    "topics, unitless-min, unitless-numbers, units"
)
RULES = ", ".join(RULE_IDS)


def config_error(tmp_path: Path, name: str, text: str) -> str:
    """The message of the ConfigError that loading ``text`` as ``name`` raises."""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError) as error:
        load_config(path, tmp_path)
    message = str(error.value)
    assert "\n" not in message
    return message


def test_every_error_is_raised_at_once_by_line(tmp_path: Path) -> None:
    """As the ledger's: a fault each, top to bottom (not in the order they are checked);
    as one message, the first and how many more."""
    (tmp_path / "kb.toml").write_text(
        "[audit]\n"
        "fial-on = []\n"
        'unitless-numbers = "larg"\n'
        "tolerance = 2\n"
        'paths = ["docs", "doc"]\n'
        "\n"
        "[audit.severity]\n"
        'disputed-claim = "warn"\n'
        'unsorced-number = "off"\n'
    )
    (tmp_path / "docs").mkdir()
    with pytest.raises(ConfigErrors) as error:
        load_config(None, tmp_path, reads=["paths", "baseline"])
    faults = [str(fault) for fault in error.value.faults()]
    assert [fault.split(":", 2)[1] for fault in faults] == ["2", "3", "4", "5", "8", "9"]
    assert faults[3] == "kb.toml:5: paths: doc: no such file or folder"
    assert str(error.value) == f"{faults[0]} (and 5 more errors in the configuration)"


def test_an_empty_path_or_baseline_is_named_at_its_line(tmp_path: Path) -> None:
    """paths = [""] audited the configuration's whole folder in silence, and baseline = ""
    failed as "cannot read the baseline: Is a directory", at no line."""
    (tmp_path / "kb.toml").write_text(
        '[audit]\npaths = [\n  "docs",\n  "",\n]\nexclude = [" "]\nbaseline = ""\n'
    )
    (tmp_path / "docs").mkdir()
    with pytest.raises(ConfigErrors) as error:
        load_config(None, tmp_path, reads=["paths", "baseline"])
    assert [str(fault) for fault in error.value.faults()] == [
        "kb.toml:4: [audit] paths holds an empty path",
        "kb.toml:6: [audit] exclude holds an empty path",
        "kb.toml:7: [audit] baseline is empty: name a file or leave it out",
    ]


def test_unknown_key_in_kb_toml_names_its_line(tmp_path: Path) -> None:
    text = '# audit settings\n[audit]\npaths = ["docs"]\nfail_on = []\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:4: [audit] has unknown key 'fail_on'; did you mean 'fail-on'? "
        f"(known: {KEYS})"
    )


@pytest.mark.parametrize(
    ("text", "line"),
    [
        ('[project]\nname = "site"\n\n[tool.kb.audit]\ntolerence = 0.1\n', 5),
        ('[tool.kb.audit]\n"tolerence" = 0.1\n', 2),
        ("[tool.kb]\naudit.paths = []\naudit . 'tolerence' = 0.1\n", 3),
        ("[tool]\nkb = { audit = { tolerence = 0.1 } }\n", 2),
        ("[tool.kb.audit]\npaths = []\n\n[tool.kb.audit.tolerence]\nlow = 0\n", 4),
    ],
)
def test_unknown_key_under_tool_kb_audit_names_its_line(
    tmp_path: Path, text: str, line: int
) -> None:
    assert config_error(tmp_path, "pyproject.toml", text) == (
        f"{tmp_path}/pyproject.toml:{line}: [tool.kb.audit] has unknown key 'tolerence'; did "
        f"you mean 'tolerance'? (known: {KEYS})"
    )


def test_unknown_key_in_tool_kb(tmp_path: Path) -> None:
    assert config_error(tmp_path, "pyproject.toml", "[tool.kb]\naudit = {}\nfoo = 1\n") == (
        f"{tmp_path}/pyproject.toml:3: [tool.kb] has unknown key 'foo' (known: audit)"
    )


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        (
            "pyproject.toml",
            '[tool.kb]\npaths = ["docs"]\n',
            "pyproject.toml:2: [tool.kb] has unknown key 'paths': put it under [tool.kb.audit]",
        ),
        (
            "pyproject.toml",
            '[tool.kb.severity]\ndisputed-claim = "warning"\n',
            "pyproject.toml:1: [tool.kb] has unknown key 'severity': put it under [tool.kb.audit]",
        ),
        (
            "kb.toml",
            'fail-on = ["unsourced-number"]\n[audit]\n',
            "kb.toml:1: kb.toml has unknown key 'fail-on': put it under [audit]",
        ),
    ],
)
def test_an_audit_key_above_the_audit_table_is_told_where_it_goes(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    """`paths` under [tool.kb] is a natural first guess: it was "unknown key 'paths'
    (known: audit)", which does not say that [tool.kb.audit] takes it."""
    assert config_error(tmp_path, name, text) == f"{tmp_path}/{message}"


@pytest.mark.parametrize(
    ("name", "text", "message"),
    [
        (
            "kb.toml",
            '[audit]\n[audit.units]\n"tk/s" = "token/s"\nbaseline = "kb-baseline.json"\n',
            "kb.toml:4: [audit.units] 'baseline' is a key of [audit]: put it above [audit.units]",
        ),
        (
            "kb.toml",
            '[audit.severity]\ndisputed-claim = "warning"\ntolerance = 0.01\n',
            "kb.toml:3: [audit.severity] 'tolerance' is a key of [audit]: "
            "put it above [audit.severity]",
        ),
        (
            "pyproject.toml",
            '[tool.kb.audit.units]\nexclude = ["drafts/**"]\n',
            "pyproject.toml:2: [tool.kb.audit.units] 'exclude' is a key of [tool.kb.audit]: "
            "put it above [tool.kb.audit.units]",
        ),
    ],
)
def test_an_audit_key_below_one_of_its_tables_is_told_where_it_goes(
    tmp_path: Path, name: str, text: str, message: str
) -> None:
    """A key added at the end of the file belongs to the table above it: `baseline` after
    [audit.units] was "'kb-baseline.json' is not a canonical unit (units: …)", and
    `tolerance` after [audit.severity] an unknown rule."""
    assert config_error(tmp_path, name, text) == f"{tmp_path}/{message}"


def test_wrong_type_names_the_line_of_the_value(tmp_path: Path) -> None:
    text = '[audit]\npaths = ["docs"]\ntolerance = "x"\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:3: [audit] tolerance must be a number"
    )


def test_unknown_rule_in_fail_on_names_the_line_of_the_key(tmp_path: Path) -> None:
    text = '[audit]\nfail-on = [\n  "unsourced-number",\n  "unsourced",\n]\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:2: [audit] fail-on names unknown rule 'unsourced'; did you mean "
        f"'unsourced-number'? (rules: {RULES})"
    )


def test_none_in_fail_on_says_to_write_an_empty_list(tmp_path: Path) -> None:
    # --fail-on's "none" in the file: it was "unknown rule 'none'"
    assert config_error(tmp_path, "kb.toml", '[audit]\nfail-on = ["none"]\n') == (
        f"{tmp_path}/kb.toml:2: [audit] fail-on names 'none', which only --fail-on takes: "
        "write fail-on = [] to fail on no rule"
    )


def test_unknown_rule_in_severity(tmp_path: Path) -> None:
    text = '[audit.severity]\ndisputed-claim = "warning"\nunsorced-number = "off"\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:3: [audit.severity] names unknown rule 'unsorced-number'; "
        f"did you mean 'unsourced-number'? (rules: {RULES})"
    )


@pytest.mark.parametrize(
    ("setting", "message"),
    [
        ("unitless-min = -5", "unitless-min must be 0 or more"),  # was 'between 0 and inf'
        ("unitless-min = inf", "unitless-min must be a finite number"),
        ("tolerance = 2", "tolerance must lie between 0 and 1"),
    ],
)
def test_a_number_out_of_range_says_its_range_in_plain_words(
    tmp_path: Path, setting: str, message: str
) -> None:
    assert config_error(tmp_path, "kb.toml", f"[audit]\n{setting}\n") == (
        f"{tmp_path}/kb.toml:2: [audit] {message}"
    )


def test_an_empty_unit_word_names_its_own_line(tmp_path: Path) -> None:
    """It named the line of its table's header."""
    text = '[audit]\ntolerance = 0.1\n[audit.units]\n"tk/s" = "token/s"\n"" = "wafer"\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:5: [audit.units] has an empty unit word"
    )


@pytest.mark.parametrize(
    ("name", "text", "where"),
    [
        ("kb.toml", '[audit.severity]\ndisputed-claim = "fatal"\n', "kb.toml:2: [audit.severity]"),
        (
            "pyproject.toml",
            '[tool.kb.audit]\ntolerance = 0.1\nseverity = { disputed-claim = "fatal" }\n',
            "pyproject.toml:3: [tool.kb.audit.severity]",
        ),
    ],
)
def test_unknown_severity(tmp_path: Path, name: str, text: str, where: str) -> None:
    assert config_error(tmp_path, name, text) == (
        f"{tmp_path}/{where} disputed-claim must be one of error, warning, notice, off"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            '[audit.severity]\nunsourced-number = "warn"\n',
            "kb.toml:2: [audit.severity] unsourced-number must be one of error, warning, "
            "notice, off; did you mean 'warning'?",
        ),
        (
            '[audit.severity]\nunsourced-number = "OFF"\n',
            "kb.toml:2: [audit.severity] unsourced-number must be one of error, warning, "
            "notice, off; did you mean 'off'?",
        ),
        (
            '[audit]\nunitless-numbers = "larg"\n',
            "kb.toml:2: [audit] unitless-numbers must be one of large, all, none; "
            "did you mean 'large'?",
        ),
        (
            "[audit.severity]\nunsourced-number = 1\n",
            "kb.toml:2: [audit.severity] unsourced-number must be one of error, warning, "
            "notice, off",
        ),
    ],
)
def test_a_misspelt_choice_gets_a_suggestion(tmp_path: Path, text: str, message: str) -> None:
    """As an unknown key does: "did you mean 'warning'?" for "warn"."""
    assert config_error(tmp_path, "kb.toml", text) == f"{tmp_path}/{message}"


def test_bad_unit_lists_the_canonical_units(tmp_path: Path) -> None:
    text = '[audit.units]\n"tok/sec" = "token/s"\n\'lx\' = "lux"\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:3: [audit.units] 'lx': 'lux' is not a canonical unit"
        f" (units: {', '.join(CANONICAL_UNITS)})"
    )
    assert "kb/units.py" not in config_error(tmp_path, "kb.toml", text)


@pytest.mark.parametrize(
    ("word", "unit", "message"),
    [
        ("МВт", "GW", "1 МВт = 0.001 GW, not 1 GW: map it to 'MW'"),
        ("ГВт", "MW", "1 ГВт = 1000 MW, not 1 MW: map it to 'GW'"),
        ("мегаватт", "GW", "1 мегаватт = 0.001 GW, not 1 GW: map it to 'MW'"),
        ("ток/с", "token/min", "1 ток/с = 60 token/min, not 1 token/min: map it to 'token/s'"),
        ("兆瓦", "gigawatt", "1 兆瓦 = 0.001 GW, not 1 GW: map it to 'MW'"),
        ("GW", "MW", "1 GW = 1000 MW, not 1 MW: map it to 'GW'"),
        # degrees Fahrenheit, which kb audit reads itself (100 °F was read as 100 °C)
        ("degF", "°C", "°F, which kb audit states in °C: leave it out"),
        ("华氏度", "°C", "°F, which kb audit states in °C: leave it out"),
    ],
)
def test_a_built_in_word_of_any_language_keeps_its_size(
    tmp_path: Path, word: str, unit: str, message: str
) -> None:
    """A technical writer's kb.toml mapped "МВт" to GW, and 750 МВт was read as 750 GW:
    every built-in unit word is refused another size, in one line at its key, as "GW" is."""
    text = f'[audit]\npaths = []\n\n[audit.units]\n"{word}" = "{unit}"\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:5: [audit.units] '{word}': {word} is itself a unit, {message}"
    )


def test_a_built_in_word_mapped_to_its_own_unit_is_accepted(tmp_path: Path) -> None:
    (tmp_path / "kb.toml").write_text(
        '[audit.units]\n"МВт" = "MW"\n"ток/с" = "token/s"\n"兆瓦" = "megawatt"\n', encoding="utf-8"
    )
    config = load_config(None, tmp_path)
    assert config.units == {"МВт": "MW", "ток/с": "token/s", "兆瓦": "MW"}


def test_a_word_mapped_to_a_bit_rate_in_pints_spelling_is_accepted(tmp_path: Path) -> None:
    """pint reads "Gbps" as a gigabaud, which Mbit/s and Gbit/s both write without zeros
    (1000 and 1): it was refused as of no canonical unit's size, "1 Gbps = 1000 Mbit/s"."""
    (tmp_path / "kb.toml").write_text(
        '[audit.units]\n"гигабитный поток" = "Gbps"\n"терабитный поток" = "Tbps"\n',
        encoding="utf-8",
    )
    config = load_config(None, tmp_path)
    assert config.units == {"гигабитный поток": "Gbit/s", "терабитный поток": "Tbit/s"}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "[audit]\ntolerance 0.1\n",
            "kb.toml:2:11: invalid TOML: Expected '=' after a key in a key/value pair",
        ),
        (
            '[audit]\npaths = ["docs",\n',
            "kb.toml:3:1: invalid TOML: Invalid value (at end of document)",
        ),
    ],
)
def test_invalid_toml_names_line_and_column(tmp_path: Path, text: str, message: str) -> None:
    assert config_error(tmp_path, "kb.toml", text) == f"{tmp_path}/{message}"


def test_an_unterminated_string_is_placed_where_it_opens(tmp_path: Path) -> None:
    text = '[audit]\nbaseline = """kb-baseline.json\nhedge-cues = []\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:2:12: invalid TOML: Unterminated string (at end of document)"
    )


def test_a_configuration_that_cannot_be_read_says_why_as_the_ledger_does(
    tmp_path: Path,
) -> None:
    (tmp_path / "kb.toml").mkdir()
    with pytest.raises(ConfigError) as error:
        load_config(tmp_path / "kb.toml", tmp_path)
    assert str(error.value) == f"{tmp_path}/kb.toml: cannot read (Is a directory)"


def test_a_key_that_cannot_be_placed_names_no_line(tmp_path: Path) -> None:
    # the line search does not decode escapes in quoted keys
    text = '[audit]\npaths = ["docs"]\n"fail\\u005fon" = []\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml: [audit] has unknown key 'fail_on'; did you mean 'fail-on'? "
        f"(known: {KEYS})"
    )


def test_path_is_shown_as_given(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "kb.toml").write_text("[audit]\ntolerance = 2\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ConfigError) as error:
        load_config(Path("kb.toml"), tmp_path)
    assert str(error.value) == "kb.toml:2: [audit] tolerance must lie between 0 and 1"


def test_found_configuration_names_its_line(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text("[tool.kb.audit]\nbaseline = 1\n", encoding="utf-8")
    (tmp_path / "docs").mkdir()
    with pytest.raises(ConfigError) as error:
        load_config(None, tmp_path / "docs")
    assert str(error.value) == (
        f"{tmp_path.resolve()}/pyproject.toml:2: [tool.kb.audit] baseline must be a string"
    )


def test_a_tool_that_is_not_a_table(tmp_path: Path) -> None:
    assert config_error(tmp_path, "pyproject.toml", "tool = 1\n") == (
        f"{tmp_path}/pyproject.toml:1: [tool] must be a table"
    )


def test_an_empty_extensions_list_is_an_error(tmp_path: Path) -> None:
    assert config_error(tmp_path, "kb.toml", "[audit]\nextensions = []\n") == (
        f"{tmp_path}/kb.toml:2: [audit] extensions is empty: no file in a folder would be read"
    )


@pytest.mark.parametrize("blank", ["", " ", ".", " . "])
def test_an_extension_no_file_ends_with_is_an_error(tmp_path: Path, blank: str) -> None:
    """extensions = [""] read no file in a folder, and the run passed: "no findings in 0
    files" in CI, having audited nothing."""
    text = f'[audit]\nextensions = [\n  ".md",\n  "{blank}",\n]\n'
    assert config_error(tmp_path, "kb.toml", text) == (
        f"{tmp_path}/kb.toml:4: [audit] extensions holds {blank!r}, which no file name ends "
        'with: write the ending, such as ".md"'
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "[audit]\ntopics = []\n",
            "[audit] topics is empty: no figure would be checked for "
            "unsourced-number (leave it out to check every one)",
        ),
        ('[audit]\ntopics = ["Sol", " "]\n', "[audit] topics has an empty topic"),
        ('[audit]\ntopics = ["Sol", "*"]\n', "[audit] topics has an empty topic"),
        ('[audit]\ntopics = "Sol"\n', "[audit] topics must be a list of strings"),
    ],
)
def test_topics_that_would_check_nothing_are_an_error(
    tmp_path: Path, text: str, message: str
) -> None:
    assert config_error(tmp_path, "kb.toml", text) == f"{tmp_path}/kb.toml:2: {message}"


def test_topics_and_their_absence(tmp_path: Path) -> None:
    (tmp_path / "kb.toml").write_text('[audit]\ntopics = ["GPT-5.6", "Sol", "Церебрас*"]\n')
    assert load_config(None, tmp_path).topics == ("GPT-5.6", "Sol", "Церебрас*")
    (tmp_path / "kb.toml").write_text('[audit]\npaths = ["docs"]\n')
    assert load_config(None, tmp_path).topics is None  # every figure is checked


def test_topics_as_written_before_and_after_russian_names_were_declined(tmp_path: Path) -> None:
    # a trailing * (how a declined name had to be written) is still taken, and the name
    # alone now finds it in any case, е or ё
    (tmp_path / "kb.toml").write_text(
        '[audit]\ntopics = ["Церебрас*", "Гостев"]\n', encoding="utf-8"
    )
    auditor = Auditor([], config=load_config(None, tmp_path))
    page = (
        "Для Церебраса модель выдаёт 900 токенов в секунду.\n\n"
        "По подсчётам Питера Гостёва, ей нужно 70 пластин.\n\n"
        "Ноутбуку нужно 16 ГБ памяти.\n"
    )
    assert [f.text for f in auditor.audit_text(page, "page.md")] == [
        "900 токенов в секунду",
        "70 пластин",
    ]


def test_a_found_configuration_is_named_from_where_kb_runs(tmp_path: Path) -> None:
    (tmp_path / "kb.toml").write_text("[audit]\ntolerance = 2\n", encoding="utf-8")
    with pytest.raises(ConfigError) as error:
        load_config(None, tmp_path)
    assert str(error.value) == "kb.toml:2: [audit] tolerance must lie between 0 and 1"


def test_kb_toml_beside_a_tool_kb_table_wins_and_says_so(tmp_path: Path) -> None:
    (tmp_path / "kb.toml").write_text("[audit]\ntolerance = 0.1\n", encoding="utf-8")
    (tmp_path / "pyproject.toml").write_text("[project]\n\n[tool.kb.audit]\ntolerance = 0.2\n")
    config = load_config(None, tmp_path)
    assert config.tolerance == 0.1
    # at the line of the table that does nothing, so that CI can annotate it
    assert [str(w) for w in config.warnings] == [
        "pyproject.toml:3: [tool.kb] is not used: the kb.toml beside it is (kb.toml wins "
        "when a folder has both)"
    ]
    assert load_config(tmp_path / "kb.toml", tmp_path).warnings == ()  # named: no doubt


def test_toml_nested_too_deeply_names_its_line(tmp_path: Path) -> None:
    text = "[audit]\nx = " + "[" * 5000 + "]" * 5000 + "\n"
    assert config_error(tmp_path, "deep.toml", text) == (
        f"{tmp_path}/deep.toml:2: invalid TOML: nested too deeply"
    )


@pytest.mark.parametrize("name", ["kb.toml", "pyproject.toml"])
def test_a_configuration_that_is_not_utf8_names_the_line_and_column(
    tmp_path: Path, name: str
) -> None:
    table = "[audit]" if name == "kb.toml" else "[tool.kb.audit]"
    (tmp_path / name).write_bytes(f"{table}\n# caf".encode() + b"\xe9\n")
    with pytest.raises(ConfigError) as error:
        load_config(None, tmp_path)
    assert str(error.value) == (
        f"{name}:2:6: not UTF-8 text (cannot decode byte 0xe9: invalid continuation byte)"
    )


@pytest.mark.parametrize(
    "text",
    [
        "[tool]\nkb.audit.tolerance = 0.1\n",
        "tool.kb.audit.tolerance = 0.1\n",
        '[tool.kb]\naudit = { tolerance = 0.1 }\n[tool.kbuild]\nx = "tool.kb"\n',
    ],
)
def test_a_pyproject_configures_kb_however_toml_writes_the_table(tmp_path: Path, text: str) -> None:
    """Its bytes were searched for "[tool.kb": the first two were ignored in silence."""
    (tmp_path / "pyproject.toml").write_text(text, encoding="utf-8")
    config = load_config(None, tmp_path)
    assert (config.file, config.tolerance) == (tmp_path.resolve() / "pyproject.toml", 0.1)


@pytest.mark.parametrize(
    "text",
    [
        "[tool.kbuild]\nx = 1\n",
        "# kb's options go in [tool.kb.audit]\n[project]\nname = 'site'\n",
        "[project]\nname = 'site'\n",  # not parsed at all: no "kb" in it
        "[tool.kbuild]\nx = = 1\n",  # not TOML, and no tool.kb table in it either
    ],
)
def test_a_pyproject_that_only_mentions_tool_kb_hides_no_kb_toml_above(
    tmp_path: Path, text: str
) -> None:
    (tmp_path / "kb.toml").write_text("[audit]\ntolerance = 0.1\n", encoding="utf-8")
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "pyproject.toml").write_text(text, encoding="utf-8")
    assert load_config(None, tmp_path / "site").file == tmp_path.resolve() / "kb.toml"
    (tmp_path / "site" / "kb.toml").write_text("[audit]\n", encoding="utf-8")
    assert load_config(None, tmp_path / "site").warnings == ()  # no table to say it beats


@pytest.mark.parametrize(
    "text",
    [
        '[tool.kb.audit]\npaths = ["docs"\n',
        '[tool]\nname = "x"\nkb.audit.paths = ["docs"]\nkb.audit.x = \n',
        '[tool]\nkb = { audit = { paths = = ["docs"] } }\n',
    ],
)
def test_a_broken_pyproject_that_configures_kb_is_reported(tmp_path: Path, text: str) -> None:
    """However it writes kb's table, a pyproject.toml TOML cannot read is an error at its
    line, not passed over for a kb.toml above (or none)."""
    (tmp_path / "kb.toml").write_text("[audit]\ntolerance = 0.1\n", encoding="utf-8")
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "pyproject.toml").write_text(text, encoding="utf-8")
    with pytest.raises(ConfigError, match="pyproject.toml:[0-9]+:[0-9]+: invalid TOML"):
        load_config(None, tmp_path / "site")


def test_a_pyproject_that_is_not_utf8_and_has_no_tool_kb_is_not_the_configuration(
    tmp_path: Path,
) -> None:
    (tmp_path / "pyproject.toml").write_bytes(b"\xff\xfe[\x00p\x00")  # UTF-16: not TOML
    assert load_config(None, tmp_path).file is None


def test_a_pyproject_that_cannot_be_read_is_a_one_line_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Whether it configures kb audit cannot be told (a traceback before)."""
    (tmp_path / "pyproject.toml").write_text("[tool.kb.audit]\n", encoding="utf-8")
    real = Path.read_bytes

    def refuse(path: Path) -> bytes:  # as chmod 000 does, which root does not feel
        if path.name == "pyproject.toml":
            raise PermissionError(13, "Permission denied")
        return real(path)

    monkeypatch.setattr(Path, "read_bytes", refuse)
    with pytest.raises(ConfigError) as error:
        load_config(None, tmp_path)
    assert str(error.value) == "pyproject.toml: cannot read (Permission denied)"


def test_the_rules_hints_name_no_agent_of_the_shipped_ledger() -> None:
    """A hint shows on every user's pages and in GitHub's annotations: one that named the
    shipped sample's analyst ("according to Goodson") read as advice to cite him."""
    root = Path(__file__).resolve().parent.parent
    agents = [agent for file in read_ledger(root).files for agent in file.agents]
    names = {word for agent in agents for word in agent.name.split()}
    assert "Goodson" in names
    hints = " ".join(rule.fix for rule in AUDIT_RULES)
    assert {name for name in names if len(name) > 3 and name in hints} == set()
