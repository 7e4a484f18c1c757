"""The lines of TOML keys, which ledger and configuration errors name."""

import threading
import tomllib
from pathlib import Path

import pytest

from kb.toml_lines import key_lines, unclosed_string
from tests.conftest import ROOT

LEDGER = '''\
[[agent]]
name = "OpenAI"

[[claim]]
id = "a"
statement = """Two lines,
[[claim]]
id = "not a key"
"""

[[claim.citation]]
source = "sol-zh"
quote = "第一"

[[claim.citation]]
quote = "第二"

[[claim]]
id = "b"
attributed_to = [
  "OpenAI",
  "Cerebras",
]
citation = [{ source = "sol-ru", quote = "раз" },
  { source = "sol-ru", quote = "два" }]
'''


def test_arrays_of_tables_count_their_entries() -> None:
    assert tomllib.loads(LEDGER)["claim"][1]["citation"][1]["quote"] == "два"
    lines = key_lines(LEDGER)
    assert lines[("agent", 0, "name")] == 2
    assert lines[("claim", 0)] == 4 and lines[("claim", 0, "id")] == 5
    assert lines[("claim", 0, "citation", 0, "quote")] == 13
    assert lines[("claim", 0, "citation", 1)] == 15
    assert lines[("claim", 0, "citation", 1, "quote")] == 16
    # the header and key inside the multi-line statement are text, not TOML
    assert lines[("claim", 1)] == 18 and lines[("claim", 1, "id")] == 19
    assert ("claim", 2) not in lines


def test_arrays_of_values_and_of_inline_tables_count_their_entries() -> None:
    lines = key_lines(LEDGER)
    assert lines[("claim", 1, "attributed_to", 1)] == 22
    assert lines[("claim", 1, "citation", 0, "quote")] == 24
    assert lines[("claim", 1, "citation", 1)] == 25
    assert lines[("claim", 1, "citation", 1, "quote")] == 25


def test_dotted_and_quoted_keys_of_a_configuration() -> None:
    text = (
        '[tool.kb.audit]\nfail-on = ["unsourced-number"]\n\n'
        '[tool.kb.audit.units]\n"tok/sec" = "token/s"\n'
    )
    lines = key_lines(text)
    assert lines[("tool", "kb", "audit", "fail-on")] == 2
    assert lines[("tool", "kb", "audit", "units", "tok/sec")] == 5


@pytest.mark.parametrize("path", sorted((ROOT / "claims").glob("*.toml")), ids=lambda p: p.name)
def test_every_record_and_key_of_the_shipped_ledger_is_placed(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    lines, rows = key_lines(text), text.splitlines()
    for table, records in tomllib.loads(text).items():
        for i, record in enumerate(records):
            assert rows[lines[(table, i)] - 1].strip() == f"[[{table}]]"
            for key, value in record.items():
                if isinstance(value, list) and value and isinstance(value[0], dict):
                    for j, nested in enumerate(value):
                        header = rows[lines[(table, i, key, j)] - 1]
                        assert header.strip() == f"[[{table}.{key}]]"
                        for name in nested:
                            written = rows[lines[(table, i, key, j, name)] - 1]
                            assert written.startswith(f"{name} = ")
                else:
                    assert rows[lines[(table, i, key)] - 1].startswith(f"{key} = ")


@pytest.mark.parametrize("text", ["k = [}", "k = [1, }\n", "k = [[1], [}]]", "k = {a = }"])
def test_a_value_missing_ends_the_scan_with_what_it_found(text: str) -> None:
    """The scanner must end on any text (unclosed_string reads TOML that tomllib
    refused): a brace where an array's value should be once read it forever."""
    found: list[object] = []
    scan = threading.Thread(
        target=lambda: found.extend([key_lines(text), unclosed_string(text)]), daemon=True
    )
    scan.start()
    scan.join(timeout=10)
    assert not scan.is_alive()
    assert ("k",) in found[0] and found[1] is None
