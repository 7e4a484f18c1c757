"""kb audit's cache: unchanged pages are not read again, and a cached report is the
report the pages give when they are read."""

from __future__ import annotations

import gc
import hashlib
import json
import os
import shutil
import threading
from dataclasses import fields, replace
from pathlib import Path

import pytest

import kb.audit
from kb.audit import Auditor, FileOutcome, Finding, collecting_less
from kb.audit_cache import FINDING_JSON, AuditCache, context_digest
from kb.audit_config import AuditConfig
from kb.audit_report import write_report
from kb.records import AgentRecord, SourceRecord
from kb.unit_lexicon import DEFAULT_LEXICON
from tests.test_audit import CLAIMS, Kept, audited, retracted

PAGES = {
    # from sources/000_ae3eb71afb28e879.txt and 002_b0ed4ae8ade3d96a.txt, and English
    "zh.md": "外部技术分析推测，GPT-5.6 Sol 每层使用一片晶圆。\n\n"
    "GPT-5.6 Sol 约有3万亿参数。\n\n需要42个晶圆。\n",
    "ru.md": "Модель работает со скоростью 750 токенов в секунду.\n\n"
    "Модель имеет около 3 триллионов параметров.\n\n"
    "Для неё нужно 42 пластины. <!-- kb-ignore unsourced-number -->\n",
    "en.md": "# Sol\n\nSol has about 3 trillion parameters.\n\n| Chip | Wafers |\n|---|---|\n"
    "| WSE-3 | 42 |\n\nThe guide has 12 steps; the hall holds 50 wafers.\n\n"
    "Sol has about 3 trillion parameters. <!-- kb-ignore no-such-rule -->\n",
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
        context_digest(auditor),
        f"{folder.parent.name}/{folder.name}",
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
        Auditor(CLAIMS, config=AuditConfig(tolerance=0.5)),  # 50 wafers, round, near 70-100
        Auditor(CLAIMS, config=AuditConfig(unitless_numbers="all")),
        Auditor(CLAIMS, config=AuditConfig(unitless_min=10)),
        Auditor(CLAIMS, config=AuditConfig(topics=("Sol",))),  # 需要42个晶圆 names no topic
    ],
    ids=[
        "a-status",
        "a-claim-fewer",
        "hedge-cue",
        "unit-word",
        "severity",
        "tolerance",
        "unitless-numbers",
        "unitless-min",
        "topics",
    ],
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


def test_another_name_of_an_agent_is_another_context() -> None:
    """An agent's other names decide whom a page credits ("по словам Гудсона")."""
    goodson = AgentRecord("Bleys Goodson", "analyst", aliases=["Блейс Гудсон"])
    digests = {
        context_digest(Auditor(CLAIMS, agents=agents))
        for agents in ([], [goodson], [replace(goodson, aliases=["Блейз Гудсон"])])
    }
    assert len(digests) == 3


def test_another_reason_for_a_retraction_reads_every_page_again(site: Path, tmp_path: Path) -> None:
    """The message of a figure that repeats a retracted claim gives the reason of the
    retraction (the claim's history), so a reason reworded is another context."""
    store = tmp_path / "cache"
    first = Auditor([*CLAIMS, retracted("wafers-42", 42, "wafer", "miscounted")])
    run(first, site, cached(first, store))
    other = Auditor([*CLAIMS, retracted("wafers-42", 42, "wafer", "miscounted: 70")])
    cache = cached(other, store)
    outcomes, read = run(other, site, cache)
    assert len(read) == 3 and cache.reused == 0
    messages = [f.message for o in outcomes for f in o.findings if "wafers-42" in f.message]
    # 42 wafers in zh.md and en.md (ru.md's line is silenced)
    assert len(messages) == 2 and all('retracted ("miscounted: 70")' in m for m in messages)


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


def test_entries_of_pages_gone_from_a_folder_audited_are_removed(
    site: Path, tmp_path: Path
) -> None:
    """A run over a folder removes the entries of its pages it did not see (deleted,
    renamed, excluded), and no other: not those of another folder, nor any when the run
    names files."""
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    other = tmp_path / "blog"
    other.mkdir()
    (other / "post.md").write_text("Sol needs 44 wafers.\n", encoding="utf-8")
    run(auditor, other, cached(auditor, store), cwd=tmp_path)
    run(auditor, site, cached(auditor, store), cwd=tmp_path)
    assert len(list(store.glob("*.json"))) == 4
    (site / "en.md").unlink()
    (site / "zh.md").rename(site / "zh-renamed.md")
    cache = cached(auditor, store)
    list(auditor.audit_files([site / "ru.md"], tmp_path, cache=cache))
    assert cache.removed == 0 and len(list(store.glob("*.json"))) == 4
    cache = cached(auditor, store)
    outcomes, read = run(auditor, site, cache, cwd=tmp_path)
    assert read == ["zh-renamed.md"] and (cache.reused, cache.removed) == (1, 2)
    assert outcomes == list(auditor.audit_files([site], tmp_path))
    kept = sorted(json.loads(e.read_bytes().splitlines()[0])["key"] for e in store.glob("*.json"))
    assert kept == ["blog/post.md", "site/ru.md", "site/zh-renamed.md"]
    # an entry that is not kb's is left; the folder's own pages keep theirs
    (store / "notes.json").write_text("[1, 2]\n", encoding="utf-8")
    excluding = Auditor(CLAIMS, config=AuditConfig(root=tmp_path, exclude=("ru.md",)))
    cache = cached(excluding, store)
    run(excluding, site, cache, cwd=tmp_path)
    assert cache.removed == 1 and (store / "notes.json").exists()
    assert len(list(store.glob("*.json"))) == 3  # blog/post.md, zh-renamed.md, notes.json
    # the folder keys are relative to holds every relative key, not one named from outside
    outside = tmp_path.parent / f"{tmp_path.name}-outside.md"
    outside.write_text("Sol needs 45 wafers.\n", encoding="utf-8")
    list(auditor.audit_files([outside], tmp_path, cache=cached(auditor, store)))
    (other / "post.md").unlink()
    cache = cached(auditor, store)
    list(auditor.audit_files([site], tmp_path, cache=cache))
    assert cache.removed == 0  # blog/post.md and the outside page are not under site/
    cache = cached(auditor, store)
    list(auditor.audit_files([tmp_path], tmp_path, cache=cache))
    headers = [json.loads(e.read_bytes().splitlines()[0]) for e in store.glob("*.json")]
    kept = {h["key"] for h in headers if isinstance(h, dict)}
    assert cache.removed == 1 and outside.as_posix() in kept and "blog/post.md" not in kept


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


def test_unreadable_files_and_broken_entries_are_read_again(site: Path, tmp_path: Path) -> None:
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    (site / "latin1.md").write_bytes(b"caf\xe9 42 wafers\n")
    first, _ = run(auditor, site, cached(auditor, store))
    assert [o.path for o in first if o.error] == ["latin1.md"]
    entries = sorted(store.glob("*.json"))
    assert len(entries) == 3  # the unreadable file has no entry
    entries[0].write_text("{not json\n", encoding="utf-8")
    header, outcome = entries[1].read_bytes().splitlines()
    entries[1].write_bytes(header + b"\n[1, 2]\n")
    cache = cached(auditor, store)
    outcomes, read = run(auditor, site, cache)
    assert len(read) == 3 and cache.reused == 1  # two broken entries and latin1.md
    assert outcomes == first
    # an entry of the right header whose outcome is not as kb writes it: read again
    kept = json.loads(outcome)
    for broken in (
        {**kept, "silenced": "abc"},
        {**kept, "silenced": None},
        {**kept, "findings": [["3", *kept["findings"][0][1:]]]},
        {**kept, "findings": [kept["findings"][0][:-1]]},
        {**kept, "warnings": [[1]]},
        {**kept, "coverage": ["s", 1, 2]},
    ):
        entries[1].write_bytes(header + b"\n" + json.dumps(broken).encode() + b"\n")
        cache = cached(auditor, store)
        outcomes, read = run(auditor, site, cache)
        assert len(read) == 2 and cache.reused == 2 and outcomes == first
    # nested too deeply for json to decode, in the header or the outcome: read again
    for nested in (b"[" * 100_000 + b"\n", header + b"\n" + b"[" * 100_000 + b"\n"):
        entries[1].write_bytes(nested)
        cache = cached(auditor, store)
        outcomes, read = run(auditor, site, cache)
        assert len(read) == 2 and cache.reused == 2 and outcomes == first


def test_a_page_changed_while_it_is_read_is_kept_as_read(site: Path, tmp_path: Path) -> None:
    """The entry holds the digest of the bytes audited, not of those looked at before: a
    page edited during the run, then put back, is read again."""
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    page = site / "zh.md"
    before = page.read_bytes()
    audit_file = auditor.audit_file

    def edited_first(path: Path, display: str, key: str) -> FileOutcome:
        if path.name == "zh.md":
            page.write_text("它需要43个晶圆。\n", encoding="utf-8")
        return audit_file(path, display, key)

    auditor.audit_file = edited_first  # type: ignore[method-assign]
    list(auditor.audit_files([site], site, cache=cached(auditor, store)))
    del auditor.audit_file
    page.write_bytes(before)
    cache = cached(auditor, store)
    outcomes, read = run(auditor, site, cache)
    assert read == ["zh.md"] and outcomes == list(auditor.audit_files([site], site))


def test_a_pipe_named_outright_is_reported_not_waited_on(site: Path, tmp_path: Path) -> None:
    pipe = site / "pipe.md"
    os.mkfifo(pipe)
    auditor = Auditor(CLAIMS)
    done: list[list[FileOutcome]] = []
    cache = cached(auditor, tmp_path / "cache")
    worker = threading.Thread(
        target=lambda: done.append(list(auditor.audit_files([pipe], site, cache=cache))),
        daemon=True,  # a run that waits on the pipe forever must not keep pytest alive
    )
    worker.start()
    worker.join(30)
    assert done and [str(o.error) for o in done[0]] == ["pipe.md: not a file or folder"]


def test_the_cache_names_each_field_of_a_finding() -> None:
    """Entries hold a finding's fields in order, all but its path (kb.audit_cache)."""
    assert list(FINDING_JSON) == [f.name for f in fields(Finding)][1:]


@pytest.mark.parametrize(
    ("folder", "why"), [("file/cache", "Not a directory"), ("file", "a file, not a folder")]
)
def test_a_cache_that_cannot_be_written_warns_once(
    site: Path, tmp_path: Path, folder: str, why: str
) -> None:
    """A file in the folder's place was 'File exists', which names no fault."""
    auditor = Auditor(CLAIMS)
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    cache = cached(auditor, tmp_path / folder)
    outcomes, _ = run(auditor, site, cache)
    assert outcomes == list(auditor.audit_files([site], site))
    assert cache.warnings == [
        f"cannot keep the audit's cache in {cache.name} ({why}); "
        "the next run audits every file again"
    ]
    store = tmp_path / "cache"
    cache = cached(auditor, store)
    audit_file = auditor.audit_file
    calls: list[Path] = []

    def removing(path: Path, display: str, key: str) -> FileOutcome:
        calls.append(path)
        if len(calls) == 2:  # the folder removed during the run, a file in its place
            shutil.rmtree(store)
            store.write_text("", encoding="utf-8")
        return audit_file(path, display, key)

    auditor.audit_file = removing  # type: ignore[method-assign]
    assert list(auditor.audit_files([site], site, cache=cache)) == outcomes
    assert cache.warnings == [
        f"2 cache entries not written in {cache.name}; the next run audits those files again"
    ]


def test_the_report_of_cached_pages_is_the_report_of_read_ones(site: Path, tmp_path: Path) -> None:
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    run(auditor, site, cached(auditor, store))
    findings, totals = audited(auditor, [site], site)
    writer = Kept()
    cache = cached(auditor, store)
    assert write_report(auditor.audit_files([site], site, cache=cache), writer) == totals
    assert writer.findings == findings and cache.reused == 3


def test_a_ledger_source_keeps_its_coverage(tmp_path: Path) -> None:
    text = "Sol runs at 750 tokens per second. It has 3 trillion parameters.\n"
    (tmp_path / "source.txt").write_text(text, encoding="utf-8")
    digest = hashlib.sha256(text.encode()).hexdigest()
    source = SourceRecord("src", "source.txt", "t", "en", digest, text)
    auditor = Auditor(CLAIMS, [source])
    store = tmp_path / "cache"
    first, read = run(auditor, tmp_path / "source.txt", cached(auditor, store), cwd=tmp_path)
    assert read == ["source.txt"] and first[0].coverage is not None
    assert first[0].coverage.numbers == 2 and len(first[0].findings) == 2
    cache = cached(auditor, store)
    again, read = run(auditor, tmp_path / "source.txt", cache, cwd=tmp_path)
    assert read == [] and cache.reused == 1 and again == first


def test_a_page_read_as_markdown_is_not_reused_as_text(site: Path, tmp_path: Path) -> None:
    """The same bytes under the same path are read as Markdown when named a.md (a link)
    and as text when named a.txt: one's outcome is not the other's."""
    text = site / "notes.txt"
    text.write_text("```\nIt needs 42 wafers.\n```\n", encoding="utf-8")
    (site / "link.md").symlink_to(text)
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    as_markdown = list(auditor.audit_files([site / "link.md"], site, cache=cached(auditor, store)))
    assert as_markdown[0].findings == []  # code in Markdown
    cache = cached(auditor, store)
    as_text = list(auditor.audit_files([text], site, cache=cache))
    assert cache.reused == 0 and [f.text for f in as_text[0].findings] == ["42 wafers"]


def test_a_link_in_a_restored_cache_is_replaced_not_written_through(
    site: Path, tmp_path: Path
) -> None:
    auditor = Auditor(CLAIMS)
    store = tmp_path / "cache"
    run(auditor, site, cached(auditor, store))
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n", encoding="utf-8")
    for entry in [*store.glob("*.json"), store / ".gitignore"]:
        entry.unlink()
        entry.symlink_to(victim)
    run(auditor, site, cached(auditor, store))
    assert victim.read_text(encoding="utf-8") == "keep me\n"
    assert not any(entry.is_symlink() for entry in store.glob("*.json"))


def test_the_collector_is_put_back_after_an_audit() -> None:
    threshold = gc.get_threshold()
    with pytest.raises(RuntimeError), collecting_less():
        assert gc.get_threshold()[0] > threshold[0] and gc.get_freeze_count() > 0
        raise RuntimeError("a writer failed")
    assert gc.get_threshold() == threshold and gc.get_freeze_count() == 0
    gc.freeze()  # a program that froze its own objects keeps them frozen
    try:
        frozen = gc.get_freeze_count()
        with collecting_less():
            pass
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()
