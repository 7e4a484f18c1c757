"""How messages word a count and a list (kb.wording)."""

from kb.wording import a_few, counted, listed, noun_for


def test_a_count_takes_the_plural_its_noun_has() -> None:
    """The messages that count entries wrote "entry" if one, else "entries", by hand,
    beside a counted() that could only add an "s": it takes the plural a noun has."""
    assert [counted(n, "claim") for n in (0, 1, 2)] == ["0 claims", "1 claim", "2 claims"]
    assert counted(1, "entry", "entries") == "1 entry"
    assert counted(2, "entry", "entries") == "2 entries"
    assert counted(3, "baseline entry", "baseline entries") == "3 baseline entries"
    assert [noun_for(n, "line break") for n in (1, 2)] == ["line break", "line breaks"]


def test_a_list_names_each_and_a_long_one_how_many_more() -> None:
    assert [listed(names) for names in (["a"], ["a", "b"], ["a", "b", "c"])] == [
        "a",
        "a and b",
        "a, b and c",
    ]
    assert a_few(["t-a", "t-b", "t-c", "t-d"], 2) == "t-a, t-b and 2 more"
