"""kb audit's cache: unchanged pages are not read again, and a cached report is the
report the pages give when they are read."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import kb.audit
from kb.audit import Auditor, FileOutcome
from kb.audit_cache import AuditCache, context_digest
from kb.audit_config import AuditConfig
from kb.audit_report import write_report
from kb.unit_lexicon import DEFAULT_LEXICON
from tests.test_audit import CLAIMS, Kept, audited

PAGES = {
    # from sources/000_ae3eb71afb28e879.txt and 002_b0ed4ae8ade3d96a.txt, and English
    "zh.md": "外部技术分析推测，GPT-5.6 Sol 每层使用一片晶圆。\n\n"
    "GPT-5.6 Sol 约有3万亿参数。\n\n需要42个晶圆。\n",
    "ru.md": "Модель работает со скоростью 750 токенов в секунду.\n\n"
    "Модель имеет около 3 триллионов параметров.\n\n"
    "Для неё нужно 42 пластины. <!-- kb-ignore unsourced-number -->\n",
    "en.md": "# Sol\n\nSol has about 3 trillion parameters.\n\n| Chip | Wafers |\n|---|---|\n"
    "| WSE-3 | 42 |\n\nSol has about 3 trillion parameters. <!-- kb-ignore no-such-rule -->\n",
}


@pytest.fixture
def site(tmp_path: Path) -> Path:
    folder = tmp_path / "site"
    folder.mkdir()
    for name, text in PAGES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def cached(auditor: Auditor, folder: Path) -> AuditCache:
    """A cache in folder for the auditor's claims and settings, as kb audit opens it."""
    return AuditCache(
        folder,
        context_digest(auditor.config, auditor.claims, auditor.sources, auditor.ignore_spans),
    )


def run(
    auditor: Auditor, site: Path, cache: AuditCache, cwd: Path | None = None, jobs: int = 1
) -> tuple[list[FileOutcome], list[str]]:
    """The outcomes of the site's pages through the cache, and the pages read."""
    read: list[str] = []
    audit_file = auditor.audit_file

    def reading(path: Path, display: str, key: str) -> FileOutcome:
        read.append(path.name)
        return audit_file(path, display, key)

    auditor.audit_file = reading  # type: ignore[method-assign]
    try:
        outcomes = list(auditor.audit_files([site], cwd or site, jobs, cache=cache))
    finally:
        del auditor.audit_file
    return outcomes, read


def test_unchanged_pages_come_from_the_cache_as_they_were_read(site: Path, tmp_path: Path) -> None:
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    first, read = run(auditor, site, cached(auditor, store))
    assert sorted(read) == ["en.md", "ru.md", "zh.md"]
    uncached = list(auditor.audit_files([site], site))
    assert first == uncached
    rules = [f.rule for o in uncached for f in o.findings]
    assert rules.count("speculation-as-fact") >= 3 and "unsourced-number" in rules
    assert sum(o.silenced for o in uncached) == 1 and any(o.warnings for o in uncached)

    cache = cached(auditor, store)
    second, read = run(auditor, site, cache)
    assert read == [] and (cache.files, cache.reused) == (3, 3)
    assert second == uncached  # findings, fingerprints, UTF-16 columns, warnings, counts

    page = site / "ru.md"
    page.write_text(PAGES["ru.md"] + "\nИ ещё 43 пластины.\n", encoding="utf-8")
    cache = cached(auditor, store)
    third, read = run(auditor, site, cache)
    assert read == ["ru.md"] and (cache.files, cache.reused) == (3, 2)
    assert third == list(auditor.audit_files([site], site))
    assert '"43 пластины"' in " ".join(f.message for o in third for f in o.findings)


@pytest.mark.parametrize(
    "other",
    [
        Auditor([replace(c, status="confirmed") if c.id == "params-3t" else c for c in CLAIMS]),
        Auditor(CLAIMS[1:]),
        Auditor(CLAIMS, config=AuditConfig(hedge_cues=("约有",))),
        Auditor(CLAIMS, config=AuditConfig(lexicon=DEFAULT_LEXICON.extended({"wafers": "MW"}))),
        Auditor(CLAIMS, config=AuditConfig(severity={"unsourced-number": "warning"})),
    ],
    ids=["a-status", "a-claim-fewer", "hedge-cue", "unit-word", "severity"],
)
def test_other_claims_or_settings_read_every_page_again(
    other: Auditor, site: Path, tmp_path: Path
) -> None:
    store = tmp_path / "cache"
    auditor = Auditor(CLAIMS)
    base, _ = run(auditor, site, cached(auditor, store))
    cache = cached(other, store)
    outcomes, read = run(other, site, cache)
    assert len(read) == 3 and cache.reused == 0
    assert outcomes == list(other.audit_files([site], site)) != base


def test_a_page_named_from_another_folder_keeps_its_entry(site: Path, tmp_path: Path) -> None:
    """Fingerprints hold the path from the configuration's folder; the findings are named
    from the working folder, whichever run kept them."""
    config = AuditConfig(root=site, file=site / "kb.toml")
    auditor = Auditor(CLAIMS, config=config)
    store = tmp_path / "cache"
    run(auditor, site, cached(auditor, store), cwd=tmp_path)
    cache = cached(auditor, store)
    outcomes, read = run(auditor, site, cache, cwd=site)
    assert read == [] and cache.reused == 3
    assert outcomes == list(auditor.audit_files([site], site))
    assert {f.path for o in outcomes for f in o.findings} == {"zh.md", "ru.md", "en.md"}


def test_pages_read_in_processes_keep_their_order(
    site: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(kb.audit, "PARALLEL_BYTES", 0)
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    for name in ("a.md", "b.md", "c.md"):
        (site / name).write_text(f"It needs {len(name) + 40} wafers.\n", encoding="utf-8")
    list(auditor.audit_files([site], site, 2, cache=cached(auditor, store)))
    for name in ("b.md", "zh.md"):
        (site / name).write_text("Sol runs at 9000 tokens per second.\n", encoding="utf-8")
    cache = cached(auditor, store)
    outcomes = list(auditor.audit_files([site], site, 2, cache=cache))
    assert cache.reused == 4
    assert outcomes == list(auditor.audit_files([site], site))
    assert [o.path for o in outcomes] == sorted(o.path for o in outcomes)


def test_unreadable_files_and_broken_entries_are_read_again(site: Path, tmp_path: Path) -> None:
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    (site / "latin1.md").write_bytes(b"caf\xe9 42 wafers\n")
    first, _ = run(auditor, site, cached(auditor, store))
    assert [o.path for o in first if o.error] == ["latin1.md"]
    assert len(list(store.iterdir())) == 3  # the unreadable file has no entry
    entries = sorted(store.iterdir())
    entries[0].write_text("{not json\n", encoding="utf-8")
    entries[1].write_bytes(entries[1].read_bytes().split(b"\n")[0] + b"\n[1, 2]\n")
    cache = cached(auditor, store)
    outcomes, read = run(auditor, site, cache)
    assert len(read) == 3 and cache.reused == 1  # two broken entries and latin1.md
    assert outcomes == first


def test_a_cache_that_cannot_be_written_warns_once(site: Path, tmp_path: Path) -> None:
    auditor = Auditor(CLAIMS)
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    cache = cached(auditor, blocker / "cache")
    outcomes, _ = run(auditor, site, cache)
    assert outcomes == list(auditor.audit_files([site], site))
    assert len(cache.warnings) == 1
    assert "cannot write" in cache.warnings[0] and "the cache is not kept" in cache.warnings[0]


def test_the_report_of_cached_pages_is_the_report_of_read_ones(site: Path, tmp_path: Path) -> None:
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    run(auditor, site, cached(auditor, store))
    findings, totals = audited(auditor, [site], site)
    writer = Kept()
    cache = cached(auditor, store)
    assert write_report(auditor.audit_files([site], site, cache=cache), writer) == totals
    assert writer.findings == findings and cache.reused == 3
