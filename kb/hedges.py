"""Hedge and attribution cues in English, Chinese and Russian.

A sentence is hedged when it says that a figure is an estimate, a possibility, a rumour
or someone's statement: "estimated", "may", "reportedly", "according to"; 据估计, 可能,
推测; по оценке, может, предположительно.  The cues of all three languages are looked
for in every sentence, because pages mix them.

Approximation words are not hedges: "about 3 trillion parameters", 约三万亿, около трёх
триллионов state the figure as fact, only rounded (``APPROXIMATIONS`` lists them so that
tests can check that none is a cue).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_LETTER = "A-Za-zА-Яа-яЁё"

# Regular expressions, matched case-insensitively; English and Russian ones must stand
# as whole words (a stem ending in \w* takes the rest of its word).
HEDGE_CUES: dict[str, tuple[str, ...]] = {
    "en": (
        r"estimat\w*",
        r"projected",
        r"forecast\w*",
        r"expected to",
        r"(?-i:may)",  # lower case: "May" is the month (May 2026, in May, a "May" column)
        r"might",
        r"could",
        r"would",
        r"possibl[ey]",
        r"possibility",
        r"perhaps",
        r"probabl[ey]",
        r"likely",
        r"unlikely",
        r"reportedly",
        r"reports",  # the verb; "report" is mostly the noun ("in this report")
        r"reported(?= that)",
        r"allegedly",
        r"alleged",
        r"rumou?r\w*",
        r"speculat\w*",
        r"suggest\w*",
        r"hypothe\w*",
        r"theor(?:y|ies|ised|ized|etical\w*)",
        r"assum\w*",
        r"suppos\w*",
        r"purported\w*",
        r"believ\w*",
        r"thinks?",
        r"thought to",
        r"appears? to",
        r"seems?",
        r"guess\w*",
        r"unconfirmed",
        r"unofficial\w*",
        r"unverified",
        r"according to",
        # "Per SemiAnalysis, ...", "Per the company's filing"; not "Per system", "per second"
        r"(?-i:Per(?=\s+(?:[A-ZА-ЯЁ]|(?:the|a|an|its|their|his|her|our)\s)))",
        r"claims?",
        r"claimed",
        r"said",
        r"says",
        r"argues?",
        r"argued",
        r"if",
        r"in (?:his|her|their|our|my) (?:view|opinion)",
    ),
    "zh": (
        r"估计",
        r"估算",
        r"预估",
        r"预计",
        r"预测",
        r"可能",
        r"或许",
        r"也许",
        r"推测",
        r"猜测",
        r"猜想",
        r"据报道",
        r"据称",
        r"据悉",
        r"据说",
        r"据传",
        r"传闻",
        r"传言",
        r"根据",
        r"认为",
        r"表示",
        r"声称",
        r"宣称",
        r"理论",
        r"假设",
        r"假说",
        r"假如",
        r"如果",
        r"似乎",
        r"看来",
        r"疑似",
        r"未经证实",
        r"未证实",
        r"未确认",
        r"非官方",
        r"有望",
        r"或将",
        r"分析人士",
        r"分析师",
    ),
    "ru": (
        r"оцен\w*",
        r"может",
        r"могут",
        r"мог(?:ла|ло|ли)?",
        r"возможно",
        r"вероятно",
        r"предположительно",
        r"предполага\w*",
        r"предположени\w*",
        r"по слухам",
        r"слух\w*",
        r"якобы",
        r"по данным",
        r"по словам",
        r"по мнению",
        r"согласно",
        r"счита\w*",
        r"полага\w*",
        r"теори\w*",
        r"гипотез\w*",
        r"судя по",
        r"ожида\w*",
        r"прогноз\w*",
        r"неофициальн\w*",
        r"неподтвержд\w*",
        r"не подтвержд\w*",
        r"если",
        r"бы",
        r"заяв\w*",
        r"утвержда\w*",
        r"сообща\w*",
        r"говор\w*",
        r"сказал\w*",
    ),
}

# Words that round a figure without hedging it; none of them is a cue.
APPROXIMATIONS: dict[str, tuple[str, ...]] = {
    "en": ("about", "around", "approximately", "roughly", "nearly", "almost", "some", "~"),
    "zh": ("约", "大约", "左右", "近", "接近", "将近", "上下"),
    "ru": ("около", "почти", "примерно", "приблизительно", "порядка", "свыше"),
}


def _bounded(pattern: str) -> str:
    return rf"(?<![{_LETTER}])(?:{pattern})(?![{_LETTER}])"


def _phrase(cue: str) -> str:
    """A user's cue, as a literal phrase (spaces match any run of spaces)."""
    pattern = r"\s+".join(re.escape(part) for part in cue.split())
    if re.match(f"[{_LETTER}]", cue):
        pattern = rf"(?<![{_LETTER}]){pattern}"
    if re.search(f"[{_LETTER}]$", cue):
        pattern += rf"(?![{_LETTER}])"
    return pattern


class HedgeCues:
    """The cues a sentence is tested against: the built-in ones plus ``extra`` phrases."""

    def __init__(self, extra: Iterable[str] = ()) -> None:
        self.extra = tuple(cue for cue in extra if cue.strip())
        # The same alternatives, in the same order, as one bounded group per word cue
        # ``_bounded(p1)|_bounded(p2)|...``: sharing the word-boundary lookbehind tests it
        # once per offset instead of once per cue, and the leading lookahead naming every
        # first character lets ``re`` skip the other offsets in C (ten times faster, the
        # same first match).
        words = "|".join(f"(?:{p})" for lang in ("en", "ru") for p in HEDGE_CUES[lang])
        parts = [_bounded(words), *HEDGE_CUES["zh"], *(_phrase(cue) for cue in self.extra)]
        cues = [*(p for lang in ("en", "ru", "zh") for p in HEDGE_CUES[lang]), *self.extra]
        firsts = "".join(sorted({cue.lstrip()[0] for cue in cues}))
        pattern = f"(?=[{re.escape(firsts)}])(?:{'|'.join(parts)})"
        self._pattern = re.compile(pattern, re.IGNORECASE)

    def find(self, sentence: str) -> str | None:
        """The first cue in ``sentence``, or None when it is not hedged."""
        m = self._pattern.search(sentence)
        return m.group() if m else None
