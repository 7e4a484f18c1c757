"""kb.lazy_re: the reader's patterns are compiled when a run first uses them, so that a
run that reads little (one page, a --cache run with nothing changed) does not compile
some 400 of them at start-up."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from kb.audit import Auditor
from kb.audit_config import AuditConfig
from kb.lazy_re import lazy_compile
from kb.records import AgentRecord
from tests.test_audit import CLAIMS

ROOT = Path(__file__).resolve().parent.parent


def test_a_lazy_pattern_finds_what_the_compiled_one_finds() -> None:
    source = r"(?<![0-9])[0-9]+(?:[.,][0-9]+)?\s*(?:tokens|токенов|个token)"
    lazy = lazy_compile(source, re.IGNORECASE)
    assert "_compiled" not in vars(lazy)  # nothing compiled yet
    assert lazy.pattern == source  # a module may build another pattern from it
    compiled = re.compile(source, re.IGNORECASE)
    for sentence in (
        "OpenAI says Sol can run at up to 750 Tokens per second.",
        "GPT-5.6 Sol 每秒 750 个token。",
        "Модель работает со скоростью 750 токенов в секунду.",
        "This page explains how the inference pipeline works.",
    ):
        assert [m.span() for m in lazy.finditer(sentence)] == [
            m.span() for m in compiled.finditer(sentence)
        ]
        assert lazy.sub("N", sentence) == compiled.sub("N", sentence)
    assert lazy.flags == compiled.flags


def test_importing_the_audit_compiles_few_of_its_patterns() -> None:
    # a fresh interpreter counts what re compiles for kb's modules as kb.audit_run loads
    # (before: 395 patterns, a third of kb audit's start-up)
    count = (
        "import re, sys\n"
        "in_kb = []\n"
        "real = re._compile\n"
        "def counting(pattern, flags):\n"
        "    caller = sys._getframe(1)\n"
        "    while caller.f_globals.get('__name__') == 're':  # re.compile, re.sub ...\n"
        "        caller = caller.f_back\n"
        f"    in_kb.append(caller.f_code.co_filename.startswith({str(ROOT / 'kb')!r}))\n"
        "    return real(pattern, flags)\n"
        "re._compile = counting\n"
        "import kb.audit_run\n"
        "print(sum(in_kb))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", count], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert int(done.stdout) < 60


def test_loading_the_auditor_leaves_its_cues_and_names_uncompiled(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the hedge cues, the agents a page may credit and the names of the things claims are
    # about: a --cache run with nothing changed loads the auditor and reads no page, so
    # it compiles none of them
    compiled: list[str] = []
    real = re._compile

    def counting(pattern: str, flags: int) -> re.Pattern[str]:
        compiled.append(pattern)
        return real(pattern, flags)

    monkeypatch.setattr(re, "_compile", counting)
    agents = [AgentRecord(name="Bleys Goodson", kind="analyst", aliases=["Блейс Гудсон"])]
    config = AuditConfig(hedge_cues=("по данным инсайдеров",))
    auditor = Auditor(CLAIMS, config=config, agents=agents)
    assert [p for p in compiled if "инсайдеров" in p or "Гудсон" in p] == []
    # ... until a page is read that needs them
    hedged = "По данным инсайдеров, модель имеет около 3 триллионов параметров.\n"
    assert auditor.audit_text(hedged) == []  # an estimate said to be one
    assert [p for p in compiled if "инсайдеров" in p]
