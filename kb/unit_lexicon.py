"""Unit words in English, Chinese and Russian, mapped to canonical units (kb/units.py).

A :class:`UnitLexicon` maps surface forms ("tokens per second", "令牌/秒",
"токенов в секунду") to a canonical unit ("token/s").  Users add their own surfaces from
configuration with :meth:`UnitLexicon.extended`.  Matching is case-insensitive, takes
the longest surface, lets a space in a surface stand for any run of spaces (or none),
and requires a word boundary after a surface that ends in a letter, so "W" never
matches the start of "was".
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TypeAlias

from kb.units import CANONICAL_UNITS, READ_AS
from kb.word_patterns import HAN_RE, LETTER, word_end, word_start

__all__ = [
    "DEFAULT_LEXICON",
    "DEFAULT_PREFIXES",
    "DEFAULT_SURFACES",
    "MILES",
    "NAMES_AFTER_GRAM",
    "NOUNS_NOT_MEASURED",
    "NO_RATE_OF_A_SUBSTANCE",
    "POUNDS",
    "THING_ENDS",
    "UnitLexicon",
    "YARDS",
]


def _all(unit: str, *surfaces: str) -> dict[str, str]:
    return dict.fromkeys(surfaces, unit)


def _zh_prefixed(prefix: str, unit: str) -> tuple[str, ...]:
    """A Chinese unit after its metric prefix, glued and a space apart, as tokenised text
    writes it: 兆瓦 and "兆 瓦" are one word (the spaced surface reads both; the glued one
    is the word as written, which names() and a look-up of a claim's unit find)."""
    return (f"{prefix}{unit}", f"{prefix} {unit}") if prefix else (unit,)


def _energy(unit: str, symbol: str, word: str, zh: str, ru: str, ru_word: str) -> dict[str, str]:
    """The ways a unit of energy is written, by its prefix in each script (M, mega, 兆, М,
    мега): "MWh", "MW·h", "MW-h", "MWhr" and "MW-hr" (a spec sheet's "56 WHr"),
    "megawatt-hours", "megawatt hours", 兆瓦时, 兆瓦·时, 兆瓦小时, "兆 瓦时", "МВт·ч",
    "МВтч", "МВт-ч", "МВт·часов", "мегаватт-часам".  Not "MW hours": "750 MW hours after
    the announcement" is a power."""
    return _hours_of(unit, f"{symbol}W", (f"{word}watt",), zh, "瓦", f"{ru}Вт", f"{ru_word}ватт")


def _hours_of(
    unit: str, symbol: str, words: tuple[str, ...], zh: str, zh_unit: str, ru: str, ru_word: str
) -> dict[str, str]:
    """The ways a unit times an hour is written (_energy's; a battery's charge, "5500 mAh",
    "5500 mA·h", "5500 milliamp-hours", 5500 毫安时, "5500 мА·ч", "5500 мАч")."""
    dots = ("·", "∙", "⋅", "*", "-", "")
    latin = [f"{symbol}{dot}{hour}" for dot in dots for hour in ("h", "hr")]
    english = [f"{word}{gap}hour{s}" for word in words for gap in ("-", " ") for s in ("s", "")]
    hours = ("时", "時", "小时", "小時")
    chinese = [
        s for dot in ("", "·") for hour in hours for s in _zh_prefixed(zh, f"{zh_unit}{dot}{hour}")
    ]
    cases = ("", "а", "у", "ов", "ам", "ами", "ах", "ом")
    russian = [f"{ru}{dot}ч" for dot in dots]
    russian += [f"{ru}{dot}час{end}" for dot in dots for end in cases]
    russian += [f"{ru_word}-час{end}" for end in cases]
    return _all(unit, *latin, *english, *chinese, *russian)


# A battery's or a chip's energy: "900 mWh", "750 мВт·ч", 900 毫瓦时, "900 milliwatt-hours"
# (its milliwatt is read only in its own case: _MILLIWATT_PREFIXES).
_MILLIWATT_HOURS = _energy("mWh", "m", "milli", "毫", "м", "милли")
# A battery's charge: "5500 mAh", "5500 мА·ч", 5500 毫安时 in any case ("500 mA", a current,
# is none); a power bank's or a car's "20 Ah", "20 А·ч", 20 安时, whose symbols are read
# only in their own case (CASED_SYMBOLS: "2 ah" is no charge, nor a figure's panels,
# "Figure 3 A-H", "Panels 2 a-h").
_CHARGES = {
    **_hours_of("mAh", "mA", ("milliampere", "milliamp"), "毫", "安", "мА", "миллиампер"),
    **_hours_of("Ah", "A", ("ampere", "amp"), "", "安", "А", "ампер"),
}


def _bit_rates(
    unit: str, symbols: str, word: str, ru: str, ru_word: str, zh: tuple[str, ...]
) -> dict[str, str]:
    """The ways a rate in bits is written, by its prefix in each script (G, giga, Г, гига,
    吉 or 千兆; k and K for kilo-): "Gbit/s", "Gbits/s", "Gbit/sec", "Gb/s", "Gb per
    second", "Gbit per second", "Gbps" and "gbps", "gigabits per second", "gigabit per
    second", "Гбит/с", "Гбит/c" (a Latin c, as Russian pages often type it), "Гбит/сек",
    "Гбит в секунду", "гигабит в секунду", "гигабитов в секунду", 吉比特每秒, 吉比特/秒,
    千兆位每秒 (位, a bit, as 比特)."""
    latin = (
        *(
            f"{symbol}{b}"
            for symbol in symbols
            for b in (
                *(f"{bit}/{s}" for bit in ("bit", "bits", "b") for s in ("s", "sec")),
                *(f"{bit} per second" for bit in ("bit", "bits", "b")),
                "bps",
            )
        ),
        f"{symbols[0].lower()}bps",
    )
    english = (f"{word}bits per second", f"{word}bit per second")
    russian = (
        *(f"{ru}бит/{s}" for s in ("с", "c", "сек")),
        f"{ru}бит в секунду",
        *(f"{ru_word}{bit} в секунду" for bit in ("бит", "бита", "битов")),
    )
    chinese = [
        s
        for prefix in zh
        for bit in ("比特", "位")
        for per in ("每秒", "/秒")
        for s in _zh_prefixed(prefix, f"{bit}{per}")
    ]
    return _all(unit, *latin, *english, *russian, *chinese)


def _byte_rates(
    unit: str, symbols: str, word: str, ru: str, ru_word: str, zh: str
) -> dict[str, str]:
    """The ways a rate in bytes is written, by its prefix in each script (G, giga, Г,
    гига, 吉; M, mega, М, мега, 兆; K and k, К and к for kilo-): "MB/s", "MB/sec", "MBps",
    "MB per second", "MB per sec", "MByte/s", "Mbytes/s", "megabytes per second",
    "megabyte per second", "megabytes/sec", "МБ/с", "Мбайт/с", "МБ/сек", "МБ/c" (a Latin
    c), "МБ в секунду", "мегабайт в секунду", "мегабайтов в секунду", 兆字节每秒, 兆字节/秒,
    "MB/秒" and "MB每秒" (a Chinese page's Latin symbol)."""
    latin = (
        *(
            f"{symbol}{b}"
            for symbol in symbols
            for b in (
                *(f"B/{s}" for s in ("s", "sec", "秒")),
                "B每秒",
                "Bps",
                *(f"B per {s}" for s in ("second", "sec")),
                *(f"{byte}/s" for byte in ("Byte", "Bytes", "byte", "bytes")),
            )
        ),
    )
    english = (
        *(f"{word}{byte} per {s}" for byte in ("bytes", "byte") for s in ("second", "sec")),
        *(f"{word}{byte}/{s}" for byte in ("bytes", "byte") for s in ("s", "sec")),
    )
    russian = (
        *(
            f"{symbol}{byte}{per}"
            for symbol in ru
            for byte in ("Б", "байт")
            for per in ("/с", "/c", "/сек", " в секунду")
        ),
        *(f"{ru_word}{byte} в секунду" for byte in ("байт", "байта", "байтов")),
    )
    chinese = (s for per in ("每秒", "/秒") for s in _zh_prefixed(zh, f"字节{per}"))
    return _all(unit, *latin, *english, *russian, *chinese)


def _flops(unit: str, symbol: str, word: str, ru: str, ru_words: tuple[str, ...]) -> dict[str, str]:
    """The ways a rate of floating-point operations is written, by its prefix in each
    script (T, tera, Т, тера): "TFLOPS", "TFLOPs" (as writers give the rate too),
    "TFLOP/s", "teraflops", "teraFLOPS", "teraflop/s", "Тфлопс", "терафлопс" and its
    cases, "терафлопса", "терафлопсов", "терафлопсами"; Chinese pages write the Latin
    symbols (989 TFLOPS, 125PFLOPS).  Not "teraflop" alone, nor "TFLOP", a count of
    operations as often as a rate ("1e24 FLOP", "3640 petaflop-days")."""
    cases = ("", "а", "у", "ов", "ам", "ами", "ах", "ом", "е")
    return _all(
        unit,
        f"{symbol}FLOPS",
        f"{symbol}FLOP/s",
        f"{word}flops",
        f"{word}flop/s",
        f"{ru}флопс",
        *(f"{ru_word}флопс{end}" for ru_word in ru_words for end in cases),
    )


# An accelerator's or a system's compute: "989 TFLOPS", "125 Пфлопс", "1,1 эксафлопса"
# (exa- is экса- and экза- in Russian).  A count of operations, "trained with 2e25
# FLOPs", stays bare, and so do "TOPS", integer operations.
_COMPUTE = {
    **_flops("GFLOPS", "G", "giga", "Г", ("гига",)),
    **_flops("TFLOPS", "T", "tera", "Т", ("тера",)),
    **_flops("PFLOPS", "P", "peta", "П", ("пета",)),
    **_flops("EFLOPS", "E", "exa", "Э", ("экса", "экза")),
}


def _ru_adjective(stem: str) -> tuple[str, ...]:
    """A Russian adjective of a unit in every case and gender, read after a compound's
    hyphen: "10-кратный рост", "6,8-дюймовым экраном", "144-герцовый экран"."""
    endings = ("ый", "ая", "ое", "ые", "ого", "ой", "ому", "ым", "ом", "ых", "ыми", "ую")
    return tuple(f"{stem}{end}" for end in endings)


# "процентный пункт" in every case and number, adjective and noun agreeing ("на 1,8
# процентного пункта", "на 5 процентных пунктов", and the spoken "2 процентных пункта").
_RU_PERCENTAGE_POINT = (
    ("ый", ""),
    ("ого", "а"),
    ("ому", "у"),
    ("ым", "ом"),
    ("ом", "е"),
    ("ых", "а"),
    ("ых", "ов"),
    ("ые", "ы"),
    ("ым", "ам"),
    ("ыми", "ами"),
    ("ых", "ах"),
)
# Percentage points, 个百分点, процентные пункты: read as percent (the difference is the
# claim's; an earnings report's "margin widened by 2.8 percentage points" was a bare 2.8,
# below unitless-min, and passed where the release said 1.8); a range never joins them to a
# percent ("widened by 1.8 percentage points to 23.5%" is the change and the level reached).
PERCENTAGE_POINTS = (
    "个 百 分 点",
    "個 百 分 點",
    "百分点",
    "百分點",
    "pp",
    "percentage points",
    "percentage point",
    "percentage-point",
    *(f"процентн{a} пункт{n}" for a, n in _RU_PERCENTAGE_POINT),
    # the abbreviation's last full stop stays the sentence's, as after "долл"
    "п.п",
    "п. п",
)

# Basis points, hundredths of a percent ("cut by 180 basis points" is 1.8 percent, which
# backs it; it was a bare 180): the words, базисные пункты and б.п.  Not "bp", as often a
# base pair ("a 300 bp fragment"); "bps", as often bits per second ("The serial port runs
# at 9600 bps.", "115200 bps, 8N1": no 96 percent), only where the sentence names a share,
# a rate, a yield or a margin and no link, port or modem, and 基点, as often a base or a
# site counted ("该公司在全国设立了5个基点", "12个基点学校", after a change as well: "监测
# 网络减少了3个基点"), only right after a verb of a rate's change and before no other Han
# noun (kb.quantities: "74.4% ± 50 bps", "Yields rose 25 bps", 降息25个基点后, 净利润率提
# 升50个基点).
_RU_BASIS_POINT = tuple(f"базисн{a} пункт{n}" for a, n in _RU_PERCENTAGE_POINT)
BASIS_POINTS = (
    "basis points",
    "basis point",
    "basis-point",
    *_RU_BASIS_POINT,
    # the abbreviation's last full stop stays the sentence's, as after п.п
    "б.п",
    "б. п",
)


# Dollars other than the US one, each its own currency (kb/units.py): its name in
# English before "dollar", its adjective's stem in Russian before доллар, its names in
# Chinese, and the signs written before a figure (HK$128,000, A$5); the US dollar's "$"
# and "dollars" are only the sign and the word without a country.
_OTHER_DOLLARS: dict[str, tuple[str, str, tuple[str, ...], tuple[str, ...]]] = {
    "HKD": ("Hong Kong", "гонконгск", ("港元", "港币", "港幣"), ("HK$",)),
    "AUD": ("Australian", "австралийск", ("澳元",), ("A$", "AU$")),
    "CAD": ("Canadian", "канадск", ("加元", "加币", "加幣"), ("C$", "CA$")),
    "SGD": ("Singapore", "сингапурск", ("新加坡元", "新元"), ("S$", "SG$")),
    "NZD": ("New Zealand", "новозеландск", ("纽元", "紐元", "新西兰元", "新西蘭元"), ("NZ$",)),
    # not 台币 without 新: 台 counts machines, "3台币圈矿机" (three crypto-mining rigs)
    "TWD": ("New Taiwan", "тайваньск", ("新台币", "新臺幣", "新台幣"), ("NT$",)),
}
# A dollar's Chinese names in 币 (幣) are also written before a figure (港币128000,
# 新臺幣 128,000 元), and after 元, which is then that currency's unit, as 元人民币 is
# the renminbi: 5 亿元新台币, 100万元港币.
_CN_DOLLAR_WORDS = {
    name: code
    for code, (_, _, chinese, _) in _OTHER_DOLLARS.items()
    for name in chinese
    if name[-1] in "币幣"
}
# A Russian adjective's ending and доллар's, agreeing, in every case a figure takes:
# "гонконгских долларов", "2 австралийских доллара", "гонконгский доллар", "100
# гонконгскими долларами", "гонконгским долларам", "в 5 гонконгских долларах", "1
# гонконгского доллара", "гонконгскому доллару", "гонконгским долларом".
_RU_DOLLAR_ENDINGS = (
    ("их", "долларов"),
    ("их", "доллара"),
    ("ий", "доллар"),
    ("ими", "долларами"),
    ("им", "долларам"),
    ("их", "долларах"),
    ("ого", "доллара"),
    ("ому", "доллару"),
    ("им", "долларом"),
    ("ом", "долларе"),
)

# A square as written after a metre, "cd/m²", and in ASCII, "cd/m^2", "cd/m2"
_ASCII_SQUARES = ("^2", "2")
_SQUARES = ("²", *_ASCII_SQUARES)

_RU_NOUN_ENDINGS = ("", "а", "у", "ом", "е", "ов", "ам", "ами", "ах")  # метр, метра...


def _ru_cases(stem: str) -> tuple[str, ...]:
    """A Russian unit's noun in every case and number: "метр", "метра", "метрах"."""
    return tuple(f"{stem}{end}" for end in _RU_NOUN_ENDINGS)


def _length(unit: str, symbol: str, english: str, ru: str, zh: tuple[str, ...]) -> dict[str, str]:
    """The ways a metric length is written: its symbol ("5 nm", "5 нм"), its
    word in English, British and American ("nanometres", "nanometers", "5-nanometre"),
    in Russian in every case ("нанометров", "в 30 километрах") and as an adjective after
    a hyphen ("5-нанометровый техпроцесс"), and in Chinese (纳米, 納米)."""
    ru_symbol = {"": "", "n": "н", "m": "м", "c": "с", "k": "к"}[symbol[:-1]] + "м"
    words = [f"{english}{s}" for s in ("s", "")]
    if english.endswith("metre"):
        american = english.removesuffix("metre") + "meter"
        words += [american, f"{american}s"]
    return _all(unit, symbol, ru_symbol, *words, *_ru_cases(ru), *_ru_adjective(f"{ru}ов"), *zh)


def _area(
    unit: str, symbol: str, ru_symbol: str, english: str, ru: str, zh: tuple[str, ...]
) -> dict[str, str]:
    """The ways a metric area is written: its symbol squared, in Unicode and ASCII ("46,225
    mm²", "mm^2", "mm2", "50 м2"), "sq mm", "sq. mm", "square millimetres" and "square
    millimeters", "кв. мм", "квадратных миллиметров", and in Chinese (平方毫米)."""
    american = english.removesuffix("metre") + "meter"
    return _all(
        unit,
        *(f"{s}{sq}" for s in (symbol, ru_symbol) for sq in _SQUARES),
        f"sq {symbol}",
        f"sq. {symbol}",
        *(f"square {word}{s}" for word in (english, american) for s in ("s", "")),
        f"кв. {ru_symbol}",
        *(f"{adjective} {ru}{end}" for adjective, end in _RU_SQUARE_CASES),
        *zh,
    )


def _cubes(symbol: str, ru_symbol: str, ru: str) -> tuple[str, ...]:
    """A metric length's cube: its symbols cubed in Unicode and ASCII ("m³", "m^3", "m3",
    "м3"), "куб. м", and "кубических метров" in the cases a figure puts it in."""
    powers = ("³", "^3", "3")
    return (
        *(f"{s}{p}" for s in (symbol, ru_symbol) for p in powers),
        f"куб. {ru_symbol}",
        *(f"{adjective} {ru}{end}" for adjective, end in _RU_CUBE_CASES),
    )


# "квадратный метр" in the cases a figure puts it in: "50 квадратных метров", "1,5
# квадратного метра", "2 квадратных метра", "1 квадратный метр", "в 50 квадратных
# метрах", "50 квадратными метрами"
_RU_SQUARE_CASES = (
    ("квадратных", "ов"),
    ("квадратного", "а"),
    ("квадратных", "а"),
    ("квадратный", ""),
    ("квадратных", "ах"),
    ("квадратными", "ами"),
    ("квадратным", "ам"),
)
# ... and "кубический метр" alike ("50 кубических метров", "50 кубическими ярдами")
_RU_CUBE_CASES = (
    ("кубических", "ов"),
    ("кубического", "а"),
    ("кубических", "а"),
    ("кубический", ""),
    ("кубических", "ах"),
    ("кубическими", "ами"),
    ("кубическим", "ам"),
)


# A pound written out, "150 pounds", "150 фунтов" (a weight or money: see _MEASURES)
POUNDS = ("pounds", "pound", *_ru_cases("фунт"))
# "миля" in the cases a figure puts it in ("4,5 мили", "12 миль", "в 5 милях")
_RU_MILES = ("миля", "мили", "милю", "милей", "миле", "миль", "милям", "милями", "милях")
# A mile, a loyalty programme's as often ("Earn 50,000 miles": kb.quantities)
MILES = ("miles", "mile", "mi", *_RU_MILES)
# A yard, in Russian a billion of money as often ("3 ярда рублей": kb.quantities)
YARDS = ("yards", "yard", "yd", "yds", *_ru_cases("ярд"))
# "унция" in the cases a figure puts it in ("16 унций", "в 2 унциях")
_RU_OUNCES = ("унция", "унции", "унцию", "унцией", "унций", "унциям", "унциями", "унциях")
# An ounce, a mass's, or a drink's or gold's by what it measures (kb.quantities)
_OUNCES = ("ounces", "ounce", "oz", "OZ", *_RU_OUNCES)
# The nouns after an American unit that make it no measure of theirs, spaced or in a
# compound (kb.quantities._hyphen_unit): a manager's altitude ("a 30,000-foot view of the
# market")
NOUNS_NOT_MEASURED = {"ft": r"[-‑\s]+(?:views?|perspectives?|overviews?)\b"}


# What a spec sheet, a chip's or a route's page measures: a length, an area, a volume, a
# mass, a speed and a current.  Not the symbols of one letter, m, t, м, т, which name
# other things as often ("$250m", "250 m users", "2 h 30 m", "5 t-shirts", "и т. д."), nor
# "tons", short tons as often; a figure in them stays bare (g and г only beside a word of
# weight: "5 g" of a force, "в 2025 г." are no grams).  Of the symbols only km, кг and
# kg, Kg or KG match in more than one case (CASED_SYMBOLS: "400 Nm" is a torque, "50 MM
# USD" fifty million, "5 MG cars" and "KG Mobility" makers); a measure before what it is
# per is none (_NOT_PER: "30 km/day").
_MEASURES: dict[str, str] = {
    **_length("nm", "nm", "nanometre", "нанометр", ("纳米", "納米")),
    **_length("mm", "mm", "millimetre", "миллиметр", ("毫米",)),
    **_length("cm", "cm", "centimetre", "сантиметр", ("厘米", "公分")),  # 身高168公分
    **_all(
        "m",
        "metres",
        "metre",
        "meters",
        "meter",
        "米",
        *_ru_cases("метр"),
        *_ru_adjective("метров"),
    ),
    **_length("km", "km", "kilometre", "километр", ("公里", "千米")),
    **_area("mm²", "mm", "мм", "millimetre", "миллиметр", ("平方毫米",)),
    **_area("cm²", "cm", "см", "centimetre", "сантиметр", ("平方厘米",)),
    **_area("m²", "m", "м", "metre", "метр", ("平方米", "平米")),
    **_area("km²", "km", "км", "kilometre", "километр", ("平方公里", "平方千米")),
    **_all("mg", "mg", "мг", "milligrams", "milligram", "毫克", *_ru_cases("миллиграмм")),
    # ... a dose's or a nutrient's microgram ("100 µg", "100 μg", "100 mcg", "100 мкг",
    # 100微克), its symbols in their own case
    **_all("µg", "µg", "μg", "ug", "mcg", "мкг", "micrograms", "microgram", "微克"),
    **_all("µg", *_ru_cases("микрограмм")),
    **_all("g", "grams", "gram", "grammes", "gramme", "克", *_ru_cases("грамм")),
    # ... and its symbols, g and г, only where the sentence names a weight or what grams
    # weigh (kb.quantities: "The phone weighs 199 g", "Вес — 232 г", "| 227g |"; not a
    # pilot's "9 g", "в 2025 г.", "г. Москва")
    **_all("g", "g", "г"),
    **_all(
        "kg",
        "kg",
        "Kg",
        "KG",
        "кг",
        "kilograms",
        "kilogram",
        "kilos",
        "千克",
        "公斤",
        *_ru_cases("килограмм"),
    ),
    # a volume, a tank's, a bottle's, an engine's or a data centre's water ("50 litres", "2
    # L", "1.5L", "500 mL", "50 литров", "5 л", "5-литровая", 50升, 5公升, 500毫升); L, mL,
    # ml, л and мл in their own case ("5 ML models" learn by machine), a spaced L only
    # where its sentence names what litres hold (kb.quantities); not 升 that opens a verb
    # (2升级, 从20升至25: rises), nor a car's horsepower ("150 л.с.")
    **_all("L", "L", "litres", "litre", "liters", "liter", "л", *_ru_cases("литр"), "升", "公升"),
    **_all("L", *_ru_adjective("литров")),
    **_all("mL", "mL", "ml", "millilitres", "millilitre", "milliliters", "milliliter", "мл"),
    **_all("mL", *_ru_cases("миллилитр"), "毫升"),
    # ... a cubic centimetre is a millilitre, an engine's "1,598 cc", "1598 см3", and a cubic
    # metre a tank's, a reservoir's or a data centre's water ("6.4 million cubic metres",
    # "1000立方米", "2 млн кубометров"), their powers in Unicode and ASCII
    **_all("mL", "cc", "cubic centimetres", "cubic centimetre", "cubic centimeters"),
    **_all("mL", "cubic centimeter", "立方厘米", *_cubes("cm", "см", "сантиметр")),
    **_all("m³", "cubic metres", "cubic metre", "cubic meters", "cubic meter", "cu m", "cu. m"),
    **_all("m³", "立方米", "立方公尺", *_cubes("m", "м", "метр"), *_ru_cases("кубометр")),
    # ... a laboratory's microlitre ("20 µL", "20 μl" with a Greek mu, "20 uL", "20 mcL",
    # "20 microlitres", "20 мкл", 20微升), its symbols in their own case ("20 ML" is no
    # volume), and a US gallon, a data centre's water, a tank's ("5 million gallons", "50
    # gal", "500 галлонов", 50加仑)
    **_all("µL", "µL", "μL", "µl", "μl", "uL", "mcL", "microlitres", "microlitre"),
    **_all("µL", "microliters", "microliter", "мкл", *_ru_cases("микролитр"), "微升"),
    **_all("gal", "gallons", "gallon", "US gallons", "US gallon", "gal", "US gal", "加仑", "加侖"),
    **_all("gal", *_ru_cases("галлон")),
    # an American page's length, area, volume, speed and mass, each offered only for itself
    # (kb.units): "4.5 miles", "12 英里", "12 миль", "300 yards", "a 40-yard dash", "300
    # ярдов", "a 20-foot container", "500 футов", 30英尺, "500,000 sq ft", "a
    # 500,000-square-foot hall", "5000 квадратных футов", 50万平方英尺, "2 square miles", "5
    # квадратных миль", 2平方英里, "a 1,200-acre campus", "1200 акров", 1200英亩, "500
    # cubic feet", "500 кубических футов", 500立方英尺, "220 mph", "55 Mph", "220 миль в
    # час", 每小时220英里, "a 50 lb bag"; their English words and symbols in their own case
    # ("8 Mile Road" a street, "Miles Davis", "Six Feet Under", "5 FT reporters" a
    # newspaper's, "the Hundred Acre Wood", "100 Yards" a title), and no nautical mile ("10
    # nautical miles", "12 морских миль", 12海里 stay bare), nor a car's economy ("30 miles
    # per gallon": _NOT_PER; "40 miles to the gallon": _GUARDS), nor a volume per a time
    # ("2,000 cubic feet per second": _NOT_PER); not 码, a shoe's size or a car's km/h as
    # often (42码的鞋, 开到120码)
    **_all("mi", *MILES, "英里", "英哩"),
    **_all("yd", *YARDS, *_ru_adjective("ярдов")),
    **_all("ft", "feet", "foot", "ft", "英尺", *_ru_cases("фут"), *_ru_adjective("футов")),
    **_all("ft²", "ft²", "ft2", "ft^2", "sq ft", "sq. ft", "sqft", "square feet", "square foot"),
    **_all("ft²", "кв. футов", "кв. фута", "кв. фут", "平方英尺", "平方呎"),
    **_all("ft²", *(f"{adjective} фут{end}" for adjective, end in _RU_SQUARE_CASES)),
    **_all("mi²", "mi²", "sq mi", "sq. mi", "square miles", "square mile", "平方英里"),
    **_all("mi²", *(f"{square} {mile}" for square in ("квадратных", "кв.") for mile in _RU_MILES)),
    **_all("acre", "acres", "acre", "英亩", "英畝", *_ru_cases("акр")),
    **_all("ft³", "ft³", "ft^3", "ft3", "cu ft", "cu. ft", "cubic feet", "cubic foot", "立方英尺"),
    **_all("ft³", "куб. футов", "куб. фута", *(f"{c} фут{end}" for c, end in _RU_CUBE_CASES)),
    **_all("yd³", "yd³", "yd^3", "yd3", "cu yd", "cu. yd", "cu yds", "cubic yards", "cubic yard"),
    **_all(
        "yd³", "куб. ярдов", *(f"{c} ярд{end}" for c, end in _RU_CUBE_CASES), "立方码", "立方碼"
    ),
    **_all(
        "mi/h",
        "mph",
        "MPH",
        "Mph",
        "mi/h",
        "mi/hr",
        "miles/hour",
        "miles per hour",
        "mile per hour",
    ),
    **_all(
        "mi/h", "miles an hour", "миль в час", "мили в час", "милями в час", "милях в час", "миль/ч"
    ),
    **_all("mi/h", "миль/час", "英里/小时", "英里/小時", "英里每小时"),
    # ... its pound written out ("150 pounds", "150 фунтов", 150磅), money's (or a font's
    # size, 12磅) as often, only where the sentence names a weight and no price
    # (kb.quantities)
    **_all("lb", "lb", "lbs", *POUNDS, "磅"),
    # ... an ounce ("8 oz of cheese", "16 унций", 12盎司), a troy ounce, gold's and
    # silver's ("50,000 troy ounces", "100 тройских унций", 100金衡盎司; "ounces of gold"
    # are: kb.quantities), and a fluid ounce, a drink's ("12 fl oz", "8 жидких унций", 12
    # 液量盎司; "a 12-ounce can of soda" is: kb.quantities)
    **_all("oz", *_OUNCES, "盎司", "安士"),
    **_all("ozt", "troy ounces", "troy ounce", "troy oz", "ozt", "金衡盎司"),
    **_all(
        "ozt",
        *(f"тройск{end} {ounce}" for end in ("их", "ой", "ая", "ую", "ие") for ounce in _RU_OUNCES),
    ),
    **_all("floz", "fl oz", "fl. oz", "fl.oz", "FL OZ", "fluid ounces", "fluid ounce", "US fl oz"),
    **_all(
        "floz",
        *(f"жидк{end} {ounce}" for end in ("их", "ой", "ая", "ую", "ие") for ounce in _RU_OUNCES),
    ),
    **_all("floz", "液量盎司", "液盎司", "液体盎司", "液體盎司", "液量安士"),
    **_all("t", "tonnes", "tonne", "metric tons", "metric ton", "吨", "公吨"),
    **_all("t", *(f"тонн{end}" for end in ("", "а", "ы", "у", "ой", "е", "ам", "ами", "ах"))),
    **_all(
        "km/h",
        "km/h",
        "km/hr",
        "kmh",
        "kph",
        "km per hour",
        "km an hour",
        "kilometres per hour",
        "kilometers per hour",
        "kilometres an hour",
        "kilometers an hour",
        "км/ч",
        "км/час",
        "км в час",
        "километров в час",
        "километра в час",
        "километр в час",
        "公里/小时",
        "公里/小時",
        "公里/时",
        "公里每小时",
        "公里每小時",
        "千米/小时",
        "千米每小时",
    ),
    **_all(
        "km/s",
        "km/s",
        "km/sec",
        "km per second",
        "kilometres per second",
        "kilometers per second",
        "км/с",
        "км/сек",
        "км в секунду",
        "километров в секунду",
        "километра в секунду",
        "公里/秒",
        "公里每秒",
        "千米/秒",
        "千米每秒",
    ),
    **_all(
        "m/s",
        "m/s",
        "metres per second",
        "meters per second",
        "м/с",
        "м/сек",
        "метров в секунду",
        "метра в секунду",
        "метр в секунду",
        "米/秒",
        "米每秒",
    ),
    # a current, a charger's, a port's or a breaker's ("500 mA", "500 мА", "16 amps", "10
    # amperes", "16 ампер", 5安培, 500毫安); its symbols and words in their own case ("5 MA"
    # is a state or a degree's, "12 AMP patients" a molecule's, "3090 Ampere" and "В 1820
    # Ампер открыл" a name), "amps" only where the sentence names what a current flows
    # through (kb.quantities: "We had 2 amps on stage" are amplifiers), and the symbol A
    # or А only where it names a current, a fuse, a breaker or volts (kb.quantities: a
    # class's, a grade's or a variant's letter as often, "Class 2 A", "Классы 10 А и 10
    # В"); 安 alone only before no other Han noun (安全, 安装) and where a current is
    # named (kb.quantities: 电流约3.5安, 输出5伏2安); a chip's sleep current in
    # microamperes ("5 µA", "5 μA", "5 uA", "5 мкА", 5微安) and a breaker's breaking
    # capacity in kiloamperes ("6 kA", "6 кА", "6 千安", and glued 6千安 six thousand
    # amperes), their symbols in their own case ("5 КА" are spacecraft, "5 UA" Ukraine's)
    **_all("A", "A", "А", "amperes", "ampere", "amps", "amp", *_ru_cases("ампер"), "安培", "安"),
    **_all("mA", "mA", "мА", "milliamperes", "milliampere", "milliamps", "milliamp", "毫安"),
    **_all("mA", *_ru_cases("миллиампер")),
    **_all("µA", "µA", "μA", "uA", "мкА", "microamperes", "microampere", "microamps"),
    **_all("µA", "microamp", *_ru_cases("микроампер"), "微安"),
    **_all("kA", "kA", "кА", "kiloamperes", "kiloampere", "kiloamps", "kiloamp", "千安"),
    **_all("kA", *_ru_cases("килоампер")),
}

# A temperature in degrees Celsius, as a chip's, a coolant's or a room's is stated ("85
# °C", "85°C", 85℃, "45 градусов Цельсия", 45摄氏度), its degree sign also the ordinal
# indicator or the ring that look like it ("85ºC") and its C also the Cyrillic С ("85
# °С"), as Russian keyboards type it; and one in degrees Fahrenheit, as an American page
# states an inlet's or a summer's ("105°F", "80.6 °F", "98.6 degrees Fahrenheit", "95
# degrees F", "105 градусов по Фаренгейту", 105华氏度), which the reader states at once in
# °C (kb.units.READ_AS; pint converts a ledger's °F alike), but a difference of degrees,
# which no offset moves (kb.quantities: "10°F warmer", "by 10°F", "потеплело на 10 °F",
# 升高10华氏度, stay bare).  Not a bare degree ("45°", "45 degrees", 45度 are angles as
# often, and 度 a kilowatt-hour of electricity), nor kelvins, nor a bare F ("350 F", "seat
# 20F").  A temperature per a time or a power, a ramp's "5 °C/min" or a heat sink's "0.5
# °C/W", is none (_NOT_PER).
_DEGREE_SIGNS = ("°", "º", "˚")
# ... its symbols in their own case ("30° с горизонтом" is an angle "with" the horizon,
# "55° с. ш." a latitude), the spaced ones before no hyphen ("a 90° C-clamp"), and none
# before a day or an hour ("3000 °C·d", "4500 °С·сут", "2,400 °C-days", "800 °C-hours":
# degree-days and degree-hours)
_CELSIUS_SIGNS = tuple(
    f"{sign}{space}{c}" for sign in _DEGREE_SIGNS for space in ("", " ") for c in "CС"
)
_FAHRENHEIT_SIGNS = tuple(f"{sign}{space}F" for sign in _DEGREE_SIGNS for space in ("", " "))
_NO_DEGREE_DAY = r"(?![·⋅]\s*(?:d|h|сут|ч)|[-\u2011](?:days?|hours?|сут|час))"
_NO_HYPHENED_WORD = rf"(?![-\u2011][{LETTER}])"
_TEMPERATURES: dict[str, str] = _all(
    "°C",
    *_CELSIUS_SIGNS,
    "℃",
    "degrees Celsius",
    "degree Celsius",
    "degrees centigrade",
    "deg C",
    "degC",
    *(
        f"градус{end} {word}"
        for end in ("", "а", "ов", "ах", "ам", "ами", "е", "ом")
        for word in ("Цельсия", "по Цельсию")
    ),
    "摄氏度",
    "攝氏度",
) | _all(
    "°F",
    *_FAHRENHEIT_SIGNS,
    "℉",
    "degrees Fahrenheit",
    "degree Fahrenheit",
    "degrees F",
    "deg F",
    "degF",
    *(
        f"градус{end} {word}"
        for end in ("", "а", "ов", "ах", "ам", "ами", "е", "ом")
        for word in ("Фаренгейта", "по Фаренгейту", "по шкале Фаренгейта")
    ),
    "华氏度",
    "華氏度",
)


# A voltage, a chip's core, a battery's, a charger's or a grid's ("0.9 V", "3.3V", "12 В",
# "220 вольт", 220伏, "5 伏特", "800 mV", "110 kV", "110 кВ", 110千伏), and its current's
# kind glued to it ("230 VAC", "12 VDC").  Its symbols in their own case (CASED_SYMBOLS:
# "1 v 1" is a match, "10 KV pairs" a store's), "volt" too, as "the 2017 Volt" is a car;
# a V a space after its figure and the Russian В only where its sentence names what volts
# measure, and not after a label's number (kb.quantities: "Chapter 5 V for Vendetta",
# "Глава 5 В поисках" opens a heading's sentence).  Not volt-amperes, an apparent power ("500 VA",
# "500 V·A", "10 кВ·А", 10千伏安, 1000伏安), nor a voltage per anything, a field's or a
# sensor's ("5 V/m", "10 mV/°C"; "5V/3A", a charger's volts and amperes, is 5 V), nor a
# letter's plural ("the 3 V's of big data") or a shape ("3 V-shaped"), nor a sensor's
# millivolts per degree ("10 mV per degree"), nor 伏 that opens another word or closes a
# numeral's: 三伏天 and 三伏 (the dog days), 伏特加 (vodka), 伏击 (an ambush).
_VOLTAGES: dict[str, str] = {
    **_all("V", "V", "VAC", "VDC", "Vac", "Vdc", "volts", "volt", "伏", "伏特", "В"),
    **_all("V", "вольт", "вольта", "вольтах", "вольтами", *_ru_adjective("вольтов")),
    **_all("mV", "mV", "millivolts", "millivolt", "мВ", "милливольт", "милливольта", "毫伏"),
    **_all("kV", "kV", "kilovolts", "kilovolt", "кВ", "киловольт", "киловольта", "千伏"),
    **_all("kV", *_ru_adjective("киловольтн")),  # "110-киловольтная линия"
}
_NOT_A_VOLTAGE_AFTER = (
    rf"(?!\s*[·⋅*]?\s*[AА](?![{LETTER}])|\s*/(?!\s*\d)|['’]s"
    r"|\s+(?:per|a|на)\s+(?:degrees?|°|kelvins?|met(?:re|er)s?|градус\w*|кельвин\w*|метр\w*)"
    # ... nor a score's or a format's V, spaced between two figures ("won 3 V 2", "5 V 5
    # games"; "5 V 2 A", "3.3 V 5 V", "12 V 24 pin", "9 V 9 hours" and glued "12V 8pin"
    # are volts)
    r"|(?<=\s[VВ])\s+\d{1,2}(?!\d|[.,]\d)(?!\s*(?:m?A|m?Ah|k?W|[kMG]?Hz|V|В|А|Вт|ампер\w*|安"
    rf"|-?pins?|hours?|контакт\w*)(?![{LETTER}]))"
    r"|\s+(?:Street|Avenue|Road|Lane)\b)"  # "5 V Street": an address
)
# ... nor В before a word the preposition в governs, a capital, a class or a year, where a
# sentence runs on without its full stop ("1500亿 В июне 2026 года", "на 11 В Москве", "5
# В класса", "на 12 В 2025 году"; "12 В 2025 года выпуска" is 12 V)
_NO_OBJECT_OF_THE_PREPOSITION = (
    r"(?!\s+(?:январ|феврал|март|апрел|ма[ея]|июн|июл|август|сентябр|октябр|ноябр|декабр|год"
    r"|начал|конц|конец|середин|течени|рамках|результат|итог|целом|частност|том|эт|связи|схем"
    r"|таблиц|ход|меню|ней|нём|соответстви|случа|отличи|качеств|процесс|дальнейш|настоящ"
    r"|сравнени|эфир|регион|город|стран|мир|интернет))"
)
# ... nor, glued, a name's: 3V资本, 5V电竞战队, 3V车型, 《3L》, 3L单元
_NOT_A_GLUED_NAME = "(?!公司|资本|資本|战队|戰隊|车型|車型|单元|單元|集团|集團|页|頁|》|」)"


# Units written after the number.  Chinese classifiers (个, 個) between the number and
# the unit are skipped by the reader, so "个token" needs no entry of its own.
DEFAULT_SURFACES: dict[str, str] = {
    **_all(
        "token/s",
        "tokens per second",
        "token per second",
        "tokens a second",
        "tokens every second",
        "token every second",
        "tokens each second",
        "token each second",
        "tokens in one second",
        "tokens in a second",
        "tokens in a single second",
        "tokens per sec",
        "token per sec",
        "tokens/second",
        "token/second",
        "tokens/s",
        "tokens/sec",
        "token/s",
        "token/sec",
        "tok/s",
        "tok/sec",
        "t/s",
        "tps",
        "令牌/秒",
        "词元/秒",
        "詞元/秒",
        "token/秒",
        "tokens/秒",
        # the time after the unit, as Chinese also writes a rate: 750个token每秒
        "token 每秒",
        "tokens 每秒",
        "token 每秒钟",
        "令牌 每秒",
        "令牌 每秒钟",
        "词元 每秒",
        "词元 每秒钟",
        "詞元 每秒",
        "токенов в секунду",
        "токена в секунду",
        "токен в секунду",
        "токенов за секунду",
        "токена за секунду",
        "токен за секунду",
        "токенов за одну секунду",
        "токена за одну секунду",
        "токенов каждую секунду",
        "токена каждую секунду",
        "токен каждую секунду",
        "токенов в сек",
        "токена в сек",
        "токенов/с",
        "токена/с",
        "токенов/сек",
        "токена/сек",
        "токенов ежесекундно",
        "токена ежесекундно",
        # after в, as a table's label gives its unit ("Скорость в токенах/с")
        "токенах в секунду",
        "токенах/с",
        "токенах/сек",
        # "ток" alone is an electric current; only the rate abbreviation is a unit, with
        # or without its full stops ("760 ток./сек.": the last stays the sentence's)
        "ток/с",
        "ток/сек",
        "ток./с",
        "ток./сек",
    ),
    **_all(
        "token/min",
        "tokens per minute",
        "token per minute",
        "tokens a minute",
        "tokens every minute",
        "tokens each minute",
        "tokens in one minute",
        "tokens in a minute",
        "tokens/minute",
        "tokens/min",
        "token/min",
        "tok/min",
        "token/分钟",
        "词元/分钟",
        "tokens/分钟",
        "токенов в минуту",
        "токена в минуту",
        "токен в минуту",
        "токенов за минуту",
        "токена за минуту",
        "токенов каждую минуту",
        "токена каждую минуту",
        "токенов/мин",
        "токена/мин",
        "токенов ежеминутно",
        "токена ежеминутно",
    ),
    **_all(
        "token/h",
        "tokens per hour",
        "token per hour",
        "tokens an hour",
        "tokens every hour",
        "tokens each hour",
        "tokens in one hour",
        "tokens in an hour",
        "tokens/hour",
        "tokens/hr",
        "tokens/h",
        "token/hour",
        "token/h",
        "tok/h",
        "token/小时",
        "tokens/小时",
        "token 每小时",
        "tokens 每小时",
        "词元/小时",
        "token/小時",
        "詞元/小時",
        "токенов в час",
        "токена в час",
        "токен в час",
        "токенов за час",
        "токена за час",
        "токенов каждый час",
        "токена каждый час",
        "токенов/ч",
        "токена/ч",
        "токенов ежечасно",
        "токена ежечасно",
    ),
    **_all(
        "token/day",
        "tokens per day",
        "token per day",
        "tokens a day",
        "tokens every day",
        "tokens each day",
        "tokens daily",
        "tokens in a day",
        "tokens in one day",
        "tokens/day",
        "token/day",
        "token/天",
        "tokens/天",
        "token 每天",
        "tokens 每天",
        "token 每日",
        "词元/天",
        "токенов в день",
        "токена в день",
        "токен в день",
        "токенов за день",
        "токена за день",
        "токенов в сутки",
        "токена в сутки",
        "токенов за сутки",
        "токена за сутки",
        "токенов каждый день",
        "токена каждый день",
        "токенов ежедневно",
        "токена ежедневно",
        "токенов ежесуточно",
    ),
    **_all(
        "token",
        "tokens",
        "token",
        "tok",
        "输出token",
        "输出 token",
        "令牌",
        "词元",  # the mainland's standard term for a token
        "詞元",
        "токенов",
        "токена",
        "токен",
        "токены",
        "токенами",
        "токенах",
        "токенам",
    ),
    **_all(
        "parameter",
        "parameters",
        "parameter",
        "params",
        "param",
        "参数",
        "參數",
        # active parameters, as "150 billion active parameters" reads
        "活跃参数",
        "活躍參數",
        "激活参数",
        "激活參數",
        "параметров",
        "параметра",
        "параметр",
        "параметры",
        "параметрами",
        "параметрах",
        "параметрам",
    ),
    # Decision: a "wafer-scale system" is one wafer (Cerebras puts one WSE per
    # system), so 70到100个晶圆级系统 and 70 wafer-scale systems count wafers.
    **_all(
        "wafer",
        "wafers",
        "wafer",
        "wafer-scale systems",
        "wafer-scale system",
        "wafer-scale engines",
        "wafer-scale engine",
        "wafer-scale систем",
        "wafer-scale системы",
        "wafer-scale системах",
        "晶圆",
        "晶圓",
        "片晶圆",
        "晶圆级系统",
        "晶圆级引擎",
        "cerebras晶圆级系统",
        "cerebras 晶圆级系统",
        "cerebras 晶圆",
        "пластин",
        "пластины",
        "пластина",
        "пластину",
        "пластине",
        "пластинах",
        "пластинами",
        "пластинам",
        "пластиной",
        "вейферов",  # the English word, as Russian engineers write it
        "вейфера",
        "вейфер",
        "вейферах",
        "вейферами",
        "вейферам",
        "пластинчатых систем",
        "пластинчатых системах",
        "пластинчатых системами",
        "пластинчатых системам",
        "пластинчатые системы",
        "систем cerebras на пластинах",
        "системах cerebras на пластинах",
        "системами cerebras на пластинах",
        "системам cerebras на пластинах",
        "системы cerebras на пластинах",
        "систем на пластинах",
        "системах на пластинах",
        "системами на пластинах",
        "системам на пластинах",
        "системы на пластинах",
        "системе на пластине",
        # a Cerebras CS-3 is one system around one wafer (its WSE-3); not "CS-3 systems"
        # after a number, which is a year as often ("In 2024 CS-3 systems were ...")
        "систем cs-3",
        "системах cs-3",
        "системы cs-3",
        "台cs-3",
        "台 cs-3",
        "台cs-3系统",
        "台 cs-3 系统",
    ),
    **_all(
        "layer",
        "layers",
        "layer",
        "层",
        "層",
        "网络层",
        "слоёв",
        "слоев",
        "слоя",
        "слой",
        "слои",
        "слоями",
        "слоям",
        "слоях",
        "слое",
        "слою",
    ),
    **_all(
        "MW",
        "MW",
        # (its symbol in every case but a milliwatt's, mW and мВт: news writes "900 Мвт",
        # headings "900 МВТ")
        "Mw",
        "mw",
        "Мвт",
        "МВТ",
        "мвт",
        "megawatts",
        "megawatt",
        "МВт",
        "мегаватт",
        "мегаватта",
        "мегаваттах",  # after в: "Мощность в мегаваттах"
        *_zh_prefixed("兆", "瓦"),
    ),
    **_all("W", "W", "watts", "watt", "瓦", "瓦特", "Вт", "ватт", "ватта"),
    **_all(
        "kW",
        "kW",
        "kilowatts",
        "kilowatt",
        "кВт",
        "киловатт",
        "киловатта",
        *_zh_prefixed("千", "瓦"),
    ),
    **_all(
        "GW",
        "GW",
        "gigawatts",
        "gigawatt",
        "ГВт",
        "гигаватт",
        "гигаватта",
        *_zh_prefixed("吉", "瓦"),
    ),
    **_all(
        "mW",
        "mW",
        "milliwatts",
        "milliwatt",
        "мВт",
        "милливатт",
        "милливатта",
        *_zh_prefixed("毫", "瓦"),  # 毫瓦时, a longer surface, is a milliwatt-hour
    ),
    # energy: the hour after a unit of power makes no power (兆瓦时 is no 兆瓦 and a 时)
    **_energy("Wh", "", "", "", "", ""),
    **_MILLIWATT_HOURS,
    **_energy("kWh", "k", "kilo", "千", "к", "кило"),
    **_energy("MWh", "M", "mega", "兆", "М", "мега"),
    **_energy("GWh", "G", "giga", "吉", "Г", "гига"),
    **_energy("TWh", "T", "tera", "太", "Т", "тера"),
    **_CHARGES,
    # a refresh rate or a clock; "hertz" only in its own case ("3 Hertz branches" rent cars);
    # герцев, the genitive plural of speech ("60 герцев"), beside the standard герц
    **_all("Hz", "Hz", "hertz", "Гц", "герц", "герца", "герцев", "赫兹", *_ru_adjective("герцов")),
    **_all("kHz", "kHz", "kilohertz", "кГц", "килогерц", "килогерца", "千赫", "千赫兹"),
    **_all("MHz", "MHz", "megahertz", "МГц", "мегагерц", "мегагерца", "兆赫", "兆赫兹"),
    **_all(
        "GHz",
        "GHz",
        "gigahertz",
        "ГГц",
        "гигагерц",
        "гигагерца",
        "吉赫",
        "吉赫兹",
        "千兆赫",
        "千兆赫兹",
    ),
    # a screen's diagonal, after a hyphen too ("6.8-inch display", "6,8-дюймовый экран");
    # not 寸 alone, a Chinese inch of its own (21寸 is a TV's size as often as a tailor's),
    # nor "in", a preposition, nor a quotation mark ('a 6.8" screen' closes a quote as often)
    **_all(
        "inch",
        "inches",
        "inch",
        "英寸",
        "吋",
        "дюймов",
        "дюйма",
        "дюйм",
        "дюймах",
        *_ru_adjective("дюймов"),
    ),
    # a screen's brightness ("3000 nits", "3000 нит", 3000 尼特; its SI name, cd/m², its
    # square written in ASCII too, cd/m^2 and cd/m2)
    **_all("nit", "nits", "nit", "нит", "нитов", "нита", "尼特"),
    **_all("nit", *(f"{cd}/{m}{sq}" for cd, m in (("cd", "m"), ("кд", "м")) for sq in _SQUARES)),
    # a camera's pixel count, after a hyphen too ("200-megapixel sensor", "48 MPx", "50
    # MPix", "200 Мп", "50 мегапикс." (its full stop stays the sentence's), "200-мегапиксельная
    # камера", 200 兆像素; 2 亿像素 and 5000万像素, 像素 after a scale, are read by
    # kb.quantities); Mpx, MPx, Mpix, MPix and Мп in their own case (CASED_SYMBOLS); MP
    # alone, as often a member of parliament ("a 12 MP majority"), a military policeman,
    # the drug 6-MP or a table's matches played, only where the sentence names a camera,
    # a sensor or a lens (kb.quantities: "a 48MP main sensor", "12 MP ultrawide camera")
    **_all(
        "MP",
        "MP",
        "Mpx",
        "MPx",
        "Mpix",
        "MPix",
        "megapixels",
        "megapixel",
        "Мп",
        "Мпикс",
        "мегапикселей",
        "мегапикселя",
        "мегапиксель",
        "мегапикселями",
        "мегапикселях",
        "мегапикс",
        *_ru_adjective("мегапиксельн"),
        *_zh_prefixed("兆", "像素"),
    ),
    **_COMPUTE,
    **_MEASURES,
    **_TEMPERATURES,
    **_VOLTAGES,
    **_all("GB", "GB", "gigabytes", "gigabyte", "ГБ", "гигабайт", "гигабайта"),
    # 兆字节 as the rate's 兆字节每秒 writes it, so that 每秒500兆字节 is 500 MB/s (_rate)
    **_all(
        "MB",
        "MB",
        "megabytes",
        "megabyte",
        "МБ",
        "мегабайт",
        "мегабайта",
        *_zh_prefixed("兆", "字节"),
    ),
    # ... and a cache's, a page's or a file's kilobytes ("512 KB", "64 kB", "48 КБ"), their
    # symbols in their own case (a kilobit's kb and Kb are no bytes)
    **_all("kB", "kB", "KB", "kilobytes", "kilobyte", "КБ", "кБ", "килобайт", "килобайта"),
    **_all("TB", "TB", "terabytes", "terabyte", "ТБ", "терабайт", "терабайта"),
    **_all("PB", "PB", "petabytes", "petabyte", "ПБ", "петабайт", "петабайта"),
    **_all("KiB", "KiB", "kibibytes", "kibibyte", "КиБ", "кибибайт", "кибибайта"),
    **_all("MiB", "MiB", "mebibytes", "mebibyte", "МиБ", "мебибайт", "мебибайта"),
    **_all("GiB", "GiB", "gibibytes", "gibibyte", "ГиБ", "гибибайт", "гибибайта"),
    **_all("TiB", "TiB", "tebibytes", "tebibyte", "ТиБ", "тебибайт", "тебибайта"),
    **_all("PiB", "PiB", "pebibytes", "pebibyte", "ПиБ", "пебибайт", "пебибайта"),
    **_all("TB/s", "TB/s", "TB per second", "terabytes per second", "ТБ/с"),
    **_all("PB/s", "PB/s", "PB per second", "petabytes per second", "ПБ/с"),
    **_all("MiB/s", "MiB/s", "MiB per second", "mebibytes per second", "МиБ/с"),
    **_all("GiB/s", "GiB/s", "GiB per second", "gibibytes per second", "ГиБ/с"),
    **_all("TiB/s", "TiB/s", "TiB per second", "tebibytes per second", "ТиБ/с"),
    # a drive's or a download's rate: "5 GByte/s", "500 MB/s", "500 MBps", "500 megabytes
    # per second", "500 МБ/с", "500 Мбайт/с", 500兆字节每秒, 500千字节/秒, "500 KB/s", "64
    # KBps" (their symbols in their own case, CASED_SYMBOLS: "Mb/s", "Mbps" and "kb/s" are
    # bits, and "10 Мб/с" stays a tariff's 10 MB, as it read; "10 Гб/с" reads as ГБ/с)
    **_byte_rates("GB/s", "G", "giga", "Г", "гига", "吉"),
    **_byte_rates("MB/s", "M", "mega", "М", "мега", "兆"),
    **_byte_rates("kB/s", "kK", "kilo", "Кк", "кило", "千"),
    # a link's or a plan's rate in bits: "400 Gbit/s", "400 Gbps", "100 Gb/s" (Gb/s and
    # Gbps in their own case, CASED_SYMBOLS: a GB/s, a GBps is a byte's, eight times as
    # much), "400 gigabits per second", "400 Гбит/с", "400 Гбит/сек", "2 гигабита в
    # секунду", 3.2太比特每秒, 100千兆比特每秒, 10吉比特/秒, 100兆比特每秒 (Chinese pages write
    # Gbps as English does), and a modem's "56 kbps", "56 kb/s", "56 кбит/с", 56千位每秒
    # (kb/s and kbps in their own case too: "500 KB/s", "64 KBps" are a byte's); not bits
    # alone, "100 Gb Ethernet", "100 Гбит", nor "10 Гб/с", which reads as ГБ/с
    # a serial line's "9600 bit/s", "9600 bits per second", "9600 бит/с", «9600 бит в
    # секунду», 9600比特每秒: in bit/s, as the lexicon gives a surface a unit and no scale;
    # not "bps" alone, also a banker's basis points, nor "b/s", nor 位 without a prefix
    **_all(
        "bit/s",
        *(f"{bit}/{s}" for bit in ("bit", "bits") for s in ("s", "sec")),
        *(f"{bit} per second" for bit in ("bit", "bits")),
        *(f"бит/{s}" for s in ("с", "c", "сек")),
        *(f"{bit} в секунду" for bit in ("бит", "бита", "битов")),
        *(f"比特{per}" for per in ("每秒", "/秒")),
    ),
    **_bit_rates("kbit/s", "kK", "kilo", "к", "кило", ("千",)),
    **_bit_rates("Mbit/s", "M", "mega", "М", "мега", ("兆",)),
    **_bit_rates("Gbit/s", "G", "giga", "Г", "гига", ("吉", "千兆")),
    **_bit_rates("Tbit/s", "T", "tera", "Т", "тера", ("太",)),
    # Russian "с" alone is left out: it is the preposition "with" ("2 с половиной").
    **_all(
        "s",
        "seconds",
        "second",
        "secs",
        "sec",
        "s",
        "秒钟",
        "秒鐘",
        "秒",
        "секунд",
        "секунды",
        "секунда",
        "секунду",
        "секундах",
        "сек",
    ),
    **_all(
        "ms",
        "milliseconds",
        "millisecond",
        "ms",
        "毫秒",
        "мс",
        "миллисекунд",
        "миллисекунды",
        "миллисекунда",
        "миллисекунду",
    ),
    **_all(
        "month",
        "months",
        "month",
        "个月",
        "個月",
        "месяцев",
        "месяца",
        "месяц",
    ),
    # The other spans of time, so that "2 years" or "270 days" is held against "nine
    # months" as "11 months" is. 年 and 周 are left out: 2026年 is a year, 5周年 an
    # anniversary; 天 is a day only after a number (今天 is today).
    **_all(
        "min",
        "minutes",
        "minute",
        "mins",
        "min",
        "分钟",
        "分鐘",
        "минут",
        "минуты",
        "минута",
        "минуту",
        "минутах",
        "мин",
    ),
    **_all(
        "h",
        "hours",
        "hour",
        "hrs",
        "hr",
        "h",
        "小时",
        "小時",
        "个小时",
        "個小時",
        "часов",
        "часа",
        "час",
        "часах",
        "ч",
    ),
    **_all(
        "day",
        "days",
        "day",
        "天",
        "дней",
        "дня",
        "день",
        "днях",
        "суток",
        "сутки",
    ),
    **_all(
        "week",
        "weeks",
        "week",
        "个星期",
        "個星期",
        "星期",
        "недель",
        "недели",
        "неделю",
        "неделя",
        "неделях",
    ),
    **_all("year", "years", "year", "yrs", "лет", "года", "год", "годы", "годах"),
    # "times" is left out: "3 times already" counts occurrences, not a ratio.
    **_all(
        "x",
        "x",
        "×",
        "倍",
        "раз",
        "раза",
        # "a 10-fold increase", "10-кратный рост": read after the hyphen of the compound
        "fold",
        *_ru_adjective("кратн"),
        "кратно",
    ),
    **_all("percent", *PERCENTAGE_POINTS),
    **_all("bp", *BASIS_POINTS, "bps", "基点", "基點"),
    **_all("percent", "%", "％", "percent", "per cent", "процентов", "процента", "процент"),
    **_all(
        "USD",
        "USD",
        "US dollars",
        "dollars",
        "dollar",
        "美元",
        "долларов",
        "доллара",
        "доллар",
        "долларами",
        "долларам",
        "долларах",
        "долл. США",
        "долл",  # "1,4 млрд долл.": the full stop stays the sentence's
        "US$",
        "$",
    ),
    # Other currencies, each matched only by a claim in it (kb/units.py).  A lone
    # Chinese digit before 元 is a word more often than a price (二元分类, 三元组): the
    # reader leaves that 元 unread.
    **_all(
        "CNY",
        "元",
        "元人民币",
        "人民币",
        "人民币元",
        "块钱",
        "RMB",
        "CNY",
        "yuan",
        "юаней",
        "юаня",
        "юань",
        "юанях",
        "юанями",
        "юаням",
    ),
    **_all(
        "RUB",
        "руб",
        "рублей",
        "рубля",
        "рубль",
        "рублю",
        "рублём",
        "рублем",
        "рублях",
        "рублями",
        "рублям",
        "₽",
        "RUB",
        "roubles",
        "rouble",
        "rubles",
        "ruble",
        "卢布",
    ),
    **_all("EUR", "€", "EUR", "euros", "euro", "евро", "欧元"),
    # not "pounds" alone, a weight as often (a pound's where the sentence names a weight)
    **_all(
        "GBP",
        "£",
        "GBP",
        "pounds sterling",
        "pound sterling",
        "фунтов стерлингов",
        "фунта стерлингов",
        "фунт стерлингов",
        "英镑",
    ),
    # ¥ is read as the yen's sign, as English and Russian use it; in a line of Chinese it
    # is the yuan's (kb.quantities decides).
    **_all("JPY", "¥", "￥", "JPY", "yen", "иен", "иены", "иена", "иену", "日元", "円"),
    # ... and their signs after a figure too ("131 HK$"), so that a table's label
    # ("Price (A$)", "Цена, C$") gives its cells their currency, not the US dollar's "$"
    **{
        surface: code
        for code, (english, russian, chinese, signs) in _OTHER_DOLLARS.items()
        for surface in (
            code,
            f"{english} dollars",
            f"{english} dollar",
            # the code's country letters before "dollars": "5 HK dollars", "5 NZ dollars"
            f"{code[:2]} dollars",
            f"{code[:2]} dollar",
            *(f"{russian}{adjective} {noun}" for adjective, noun in _RU_DOLLAR_ENDINGS),
            *chinese,
            *signs,
        )
    },
    **{f"元{name}": code for name, code in _CN_DOLLAR_WORDS.items()},
    # the New Taiwan dollar is as often written without "New", or by its sign's letters
    **_all("TWD", "Taiwan dollars", "Taiwan dollar", "NT dollars", "NT dollar"),
    # 位 too, where the sentence speaks of computing (kb.quantities._UNIT_NEEDS_CUE): a
    # measure word of people as often (三位专家)
    **_all("bit", "bits", "bit", "-bit", "бит", "бита", "比特", "位"),
    **_all("byte", "bytes", "byte", "字节", "байт", "байта", "байтов"),
    **_all("byte/parameter", "bytes per parameter", "byte per parameter", "байт на параметр"),
    **_all("GB/wafer", "GB per wafer", "GB/wafer", "ГБ на пластину"),
    **_all(
        "wafer/layer",
        "wafers per layer",
        "wafer per layer",
        "wafer/layer",
        "пластина на слой",
        "пластину на слой",
        "пластины на слой",
        "пластине на слой",
        "пластин на слой",
    ),
    **_all(
        "processor",
        "processors",
        "processor",
        "处理器",
        "процессор",
        "процессора",
        "процессоров",
        "процессорами",
    ),
}

# What else names the thing a unit counts in a sentence, though no figure is counted in
# it: Cerebras's WSE (WSE-3, the Wafer-Scale Engine 3) is its wafer, as "wafer-scale
# engine" is, so "The Cerebras WSE-3 holds 44 GB" states the 44 GB of a wafer.  As a unit
# after a number it stays a product's name between the number and its unit ("70 WSE-3
# wafers": see kb.quantities).
OTHER_NAMES: dict[str, tuple[str, ...]] = {"wafer": ("WSE", "WSEs")}

# Units written before the number: $750, US$ 10, €5, ¥9200.  The letters before a ¥
# (CN¥, RMB¥, JP¥) name its currency whatever the script of its line.
DEFAULT_PREFIXES: dict[str, str] = {
    "$": "USD",
    "US$": "USD",
    "USD": "USD",
    "美元": "USD",
    "RMB": "CNY",
    "CNY": "CNY",
    "人民币": "CNY",
    "CN¥": "CNY",
    "CN￥": "CNY",
    "RMB¥": "CNY",
    "RMB￥": "CNY",
    "RUB": "RUB",
    "₽": "RUB",  # "₽450", "₽1,2 млн", as a shop's price tag and a bank's app write it
    "€": "EUR",
    "EUR": "EUR",
    "£": "GBP",
    "GBP": "GBP",
    "¥": "JPY",
    "￥": "JPY",
    "JP¥": "JPY",
    "JP￥": "JPY",
    "JPY": "JPY",
    **_CN_DOLLAR_WORDS,
    **{prefix: code for code, (*_, signs) in _OTHER_DOLLARS.items() for prefix in (code, *signs)},
}


# Surface endings that make a rate only where no word follows them: "750 tokens in a
# second." is a rate, "750 tokens in a second pass" (attempt, draft) a count.
_CLAUSE_FINAL_ENDINGS = (" in a second", " in a minute")
_NO_WORD_AFTER = r"(?!\s*[\w-])"
# "a day", "an hour", "в день", "в час" after tokens make a rate where no word follows but
# one that goes on with the clause ("2 млрд токенов в день и ...", "a day, OpenAI says",
# "a day in 2025", "в день в среднем"); before another they tell a time: "токенов в день
# запуска", "в час ночи", "за день до", "a day before launch", "an hour later", and so
# does "and a half" after them ("an hour and a half later", "in a day and a half").
# ("per day", "every day", "в сутки" are rates whatever follows.)
_TIME_ENDINGS = (" a day", " an hour", " в день", " в час", " за день", " за час")
_JOINING_WORDS = (
    "and|but|or|while|across|on|for|with|from|via|through|to|at|by|in|per|"
    "и|а|но|или|при|для|в|на|по|с"
)
_NO_TIME_WORD_AFTER = (
    rf"(?!\s*(?!(?:{_JOINING_WORDS})(?![\w-]))[\w-])(?!\s+and\s+an?\s+half(?![\w-]))"
)
# Where a wafer or a layer that a figure is per ends the phrase ("one wafer per layer",
# "a layer to each wafer", "один сетевой слой на одну пластину", 一片晶圆一层, 每片晶圆一层):
# before punctuation, the end, a word that goes on with the clause (a joining word, as
# after a day) or the network whose layer it is ("of the model", "слой сети", 一层网络);
# not before another noun, which it names a kind of ("a layer per wafer pass", "one
# layer for each wafer size", "a wafer for each layer of the cake", "wafer's",
# "wafer-scale"), nor in Chinese 晶圆 before 厂 (a fab) or 层 before a word but 的 or the
# network (一层楼, 一层光刻胶, 一层一层; 一片晶圆一层的部署 is one).  A lookahead at the end
# of the wafer or the layer; quantities.py asks it of every such phrase, and it ends the
# lexicon's surfaces of wafers per layer (_THING_ENDINGS: "one wafer per layer pass" is
# a wafer).
_NETWORK_OF = (
    rf"of\s+(?:(?:the|its|a|this|that)\s+)?(?:neural\s+)?(?:network|model)(?![{LETTER}])"
    rf"|(?:нейро)?сети(?![{LETTER}])|модели(?![{LETTER}])"
)
THING_ENDS = (
    r"(?!(?<=[层層])(?!的|网络|網絡|神经网络|神經網絡)\w)(?!(?<=[圆圓])[厂廠])"
    rf"(?!(?<=[{LETTER}])(?:['’\u2011-]"
    rf"|\s*(?!(?:{_JOINING_WORDS})(?![{LETTER}])|{_NETWORK_OF})[{LETTER}]))"
)
_THING_ENDINGS = (" per layer", " на слой")
# A rate of operations times a span of time is a count of them: "3640 petaflop/s-days"
# (GPT-3's training compute), "PFLOPS·days", "10 PFLOPS-years", "петафлопс-дней", 3640
# PFLOPS-天 are no 3640 PFLOPS; and so is one per item a model reads, its cost: "17.6
# GFLOPS per image", "2 TFLOPs per token", "4,1 GFLOPS на изображение" (a rate per device
# stays one: "400 TFLOPS per GPU").
_NO_SPAN_OR_ITEM_AFTER = (
    r"(?!\s*[-\u2011–·×*]\s*(?:day|hour|week|month|year|дн|ден|сут|час|нед|месяц|лет|год"
    r"|天|日|小时|年|月)"
    r"|\s*(?:per|/|на|每)\s*(?:(?:an?|one|каждое|каждый|один|одно|个|張|张)\s*)?"
    r"(?:images?|tokens?|forward|inference|samples?|queries|query|frames?|pixels?"
    r"|изображени|токен|кадр|图像|图片|图|token)"
    r")"
)
# A times sign before a number multiplies, as a size does, spaced alike on both sides
# ("3200 x 1440 pixels", 屏幕分辨率 3200×1440, "100 x 50 mm"): no ratio, "3x" and "3×
# faster" are, and so is one glued to its figure alone, "300x 2024 GPU throughput", "Up to
# 2x 5090 performance", or before an ordinal or a name's digits, "2.5x 4th Gen EPYC".  A
# price multiplies as a bare number does, its currency written before it: "8 × $2.49 =
# $19.92", "8×$2.49", "2 x €15", 8 × ¥18 (a node's eight GPUs at their hourly price).
_TIMES_SIGNS = ("x", "×")
_FACTOR = r"\d[\d.,]*(?![\d.,]|[A-Za-z])"
_PRICE_BEFORE = "|".join(map(re.escape, sorted(DEFAULT_PREFIXES, key=len, reverse=True)))
_SPACES = r"[ \u00a0\u202f]"
_FACTOR_AFTER = (
    rf"(?!(?<=\d[x×])(?:{_PRICE_BEFORE})?{_FACTOR})"
    rf"(?!(?<={_SPACES}[x×]){_SPACES}+(?:(?:{_PRICE_BEFORE}){_SPACES}*)?{_FACTOR})"
)


# A measure before what it is per is no figure of its own unit: "30 km/day", "5 mg/kg",
# "10 кг/м²", 500公里/天, "15 km per litre", "300 km per day", "10 metres a second", "150
# kg per hectare", a dose's "250 mg/5 mL",
# "300 000 км в сутки" (km/h, m/s, 公里/小时 and "km per second" are units of their own,
# longer surfaces); not what an amount is per, "1.5 tonnes per axle", nor a time a
# distance is covered in, "300 километров за день".
_NOT_PER = (
    rf"(?!\s*/\s*[{LETTER}\u4e00-\u9fff]"
    r"|\s+(?:per|an?)\s+(?:second|sec|minute|min|hour|hr|day|week|month|year|lit(?:re|er)"
    r"|gallon|hectare|acre|ha|kWh|MWh|capita)(?![a-z])"
    r"|\s*/\s*\d[\d.,]*\s*(?:mL|ml|L|мл|л|毫升)(?![A-Za-zА-Яа-яЁё])"
    r"|\s+на\s+(?:1\s*)?(?:квадратн\w*|кв\.|м²|м2|км|гектар\w*|га)(?![а-яё])"
    r"|\s+в\s+(?:секунду|минуту|час|сутки|день|год))"
)
# ... nor one raised to a power, an acceleration's: "9.8 m/s²", "3 metres per second
# squared", «3 метра в секунду в квадрате» (m², mm² and м2 are areas, m³, см3 and "5 см^3"
# volumes, longer surfaces)
_NO_POWER = r"(?![\^²³0-9]|\s+squared|\s+в\s+квадрате)"
# ... nor a part of a longer name or measure: a millimetre of mercury or a centimetre of
# water, a pressure ("120 mm Hg", "5 cm H2O", "120 мм рт. ст.", "200 мм вод. ст.",
# 120毫米汞柱), "см." for "see" before a word ("в разделе 3 см. ниже"), a Gram stain
# ("12 gram-negative strains"), the kilometres and metres of one distance ("42 км 195 м")
# and the kilograms and grams of one mass ("2 кг 300 г", 3公斤200克)
# or the metre and its tenths of a height (一米八, 1米75: a figure of its own, 1.8 m, no 1 m),
# a half after a tonne (两吨半: 2.5 t), and 克 or 米 that opens a name: a carat (5克拉), a
# clone (克隆), the krone (1000克朗), Croatia, Crimea, Kashmir (2-1 克罗地亚, 2014克里米亚,
# 2019克什米尔), Michelin (米其林), Milan (2-1 米兰), rice (米饭).
_PRESSURE_AFTER = r"(?!\s*(?:Hg|H2O|H₂O|рт|вод))"
_NO_CURRENCY_AFTER = (
    r"(?!\s*(?:dollars?|euros?|pounds?|yuan|USD|EUR|GBP|CNY|RMB|долл|руб|евро|美元|欧元|歐元"
    r"|英镑|元|人民币))"
)
_CN_PART_AFTER = "一二三四五六七八九十两兩半"
# What makes 克 the start of a name or a word, not a gram: 克拉, 克隆, 克朗, 克罗地亚...
# (see above)
NAMES_AFTER_GRAM = "拉|隆|朗|罗|羅|里|什|莱|萊|劳|勞|林|鲁|魯"
# ... nor a volume of a substance per a time, a rate no unit holds, as "2 litres a day" is
# (_NOT_PER; and a gas report's "5 Bcf per day", kb.quantities): "He drinks 2 litres of
# water a day.", "500 litres of water an hour", "1.5–2 L of water daily", "2 литра воды
# в день", "2 литров воды на каждый киловатт-час", a flow 12000立方米每秒, "120 м3/ч", the
# time before a clause's end, a preposition or a conjunction ("daily in summer peaks",
# "per hour of operation", "a day while taking this medicine"; not "2 litres of milk a
# day before the trip", "в день рождения")
_RATE_ENDS = (
    r"(?=\s*(?:[.,;:!?)]|$)|\s+(?:in|during|at|for|on|of|to|and|or|while|when|if|в|во|на|при"
    r"|для|и|или|когда|если)"
    r"(?![A-Za-zА-Яа-яЁё]))"
)
NO_RATE_OF_A_SUBSTANCE = (
    r"(?!(?:\s+of(?:\s+[A-Za-z-]+){1,2})?\s+(?:(?:a|an|per|every|each)\s+(?:second|minute"
    rf"|hour|day|week|month|year)s?|daily|hourly|annually){_RATE_ENDS}"
    r"|(?:\s+[а-яё]+)?\s+(?:в\s+(?:секунду|минуту|час|сутки|день|неделю|месяц|год)"
    rf"|ежедневно|ежечасно|ежегодно){_RATE_ENDS}"
    r"|(?:\s+[а-яё]+)?\s+на\s+кажд\w*\s+(?!\d)"
    r"|\s*(?:每(?:秒|分钟|小时|小時|天|日|年)|/\s*[hsч]))"
)
_VOLUMES = tuple(
    s
    for s, unit in _MEASURES.items()
    if unit in ("µL", "mL", "L", "m³", "gal", "ft³", "yd³", "floz")
)
_GUARDS: tuple[tuple[tuple[str, ...], str], ...] = (
    (("mm", "мм", "cm"), _PRESSURE_AFTER),
    (("см",), _PRESSURE_AFTER + r"(?!\.\s*(?-i:[а-яё]))"),
    (("mm", "nm"), _NO_CURRENCY_AFTER),  # "50 mm dollars", 50 mm美元: millions of a currency
    (("毫米", "厘米"), "(?!汞|水柱)"),
    (("公分",), "(?!母|数|數|之)"),  # 公分母, a common denominator; 公分数, points
    (("纳米", "納米"), "(?!比亚|比亞)"),  # 2023纳米比亚, Namibia
    (("gram", "grams"), rf"(?![-\u2011][{LETTER}])"),
    (("km", "км"), rf"(?!\s*\d+\s*[mм](?![{LETTER}]))"),
    (("kg", "кг", "公斤", "千克"), rf"(?!\s*\d+\s*[gг克](?![{LETTER}]))"),
    (("KG",), r"(?!\s+(?-i:[A-Z]))"),  # "KG Mobility", a car maker
    (tuple(_VOLTAGES), _NOT_A_VOLTAGE_AFTER),
    (
        ("В",),
        _NO_OBJECT_OF_THE_PREPOSITION
        + rf"(?![-–‑][{LETTER}]|\s+\d{{4}}\s+году|\s+(?-i:[А-ЯЁ])|\s+класс)",
    ),
    # 三伏, 头伏, 入伏: the dog days' periods, a numeral's
    (
        ("伏",),
        "(?!天|特加|击|擊|笔|筆|案|地|尔|爾|羲|兵|安)"
        "(?<![一二三四五六七八九十两兩头頭中末入出初数數]伏)",
    ),
    # "3 V-shaped", "2 V-twin motors", "Figure 4 V–I curve", "3 В-образных двигателя"
    (("V",), rf"(?![-–‑][{LETTER}]){_NOT_A_GLUED_NAME}"),
    (("伏特",), "(?!加)"),
    (("千伏",), "(?!安)"),
    # "2 L-shaped tanks", "the 2 L's in a word", a size's 3L码, a code's "24703 L-202"
    (("L",), rf"(?![-–‑][{LETTER}\d]|['’]s|码|碼){_NOT_A_GLUED_NAME}"),
    # "150 л.с.": horsepower; "на 45 л. д.": a case file's sheets; "10 л. 3 мес.": years
    # (other л. needs a word of what litres hold: kb.quantities); an e-mail's "200 cc
    # recipients"
    (("л",), r"(?!\.\s*[сд](?![а-яё])|\.?\s*\d+\s*мес)"),
    (("cc",), r"(?!\s+(?:recipients?|address(?:es)?|e-?mails?|list|field|line)\b)"),
    # "5 gal pals", "a ten-gallon hat" (a cowboy's), the Ampere architecture (RTX 3090 安培架构)
    (("gal",), r"(?!\s*-?\s*(?:pals?|friends?)\b)"),
    (("gallon", "gallons"), r"(?!\s+hats?\b)"),
    # a title's mile («8 миля», 《8英里》, "the song "500 miles""), a car's economy ("40 miles
    # to the gallon", "52 мили на галлон"), a loyalty programme's or a sprint's (6万英里里程,
    # 0到60英里加速: 0 to 60 mph)
    (MILES, r"(?![»》」”\"]|\s+to\s+the\s+gallon|\s+на\s+(?:одном\s+|один\s+)?галлон)"),
    (("英里", "英哩"), '(?![»》」”"]|里程|积分|積分|加速)'),
    # "10 foot soldiers", "50 foot-candles" of light, a player's "6-foot-5"; a volume of
    # water in acre-feet ("500 acre-feet", 50万英亩-英尺); a torque in pound-feet or
    # foot-pounds ("300 lb-ft", "300 ft-lb", "24 ft lb", "85 ft.-lbs", "ft·lbf", "450
    # фут-фунтов", 300英尺-磅)
    (
        ("foot",),
        r"(?!\s+(?:soldiers?|traffic|patrols?)\b|[-‑]candles?\b|\s*[-‑]?\s*\d"
        rf"|{NOUNS_NOT_MEASURED['ft']})",
    ),
    # a yard sale, a yard's signs or waste (a builder's cubic yard, left unnamed, is one:
    # "10 yards of concrete", kb.quantities)
    (("yard", "yards", "yd", "yds"), r"(?!\s+(?:sales?|signs?|waste|work|debris|games?)\b)"),
    (("acre", "acres"), r"(?![-‑\s]*(?:feet|foot|ft)\b)"),
    (("英亩", "英畝"), r"(?![-‑\s]*英尺)"),
    (("英尺",), r"(?![-‑\s]*磅)"),
    (("磅",), "(?!礴|秤|值|房)"),  # 磅礴 (majestic), 磅秤 (a scale), 磅值 (a font's size)
    # ... and a height or a weight in two parts ("5 ft 6 in", "7 ft. 1 in.", "6 футов 5
    # дюймов", "8 lb 6 oz", "8 фунтов 6 унций", as "1 м 85 см": no 5 ft, no 8 lb)
    (("lb", "lbs"), r"(?![-‑·⋅]\s*(?:ft|feet|foot|in)\b)"),
    (("lb", "lbs", *POUNDS), r"(?!\.?,?\s*\d+[-‑\s]*(?:oz\b|ounces?\b|унци))"),
    # ... and an idiom's ounce ("not one ounce of truth", "ни унции правды", 没有一盎司的真话)
    (
        _OUNCES,
        r"(?!\s+of\s+(?:[a-z]+\s+)?(?:truth|sense|courage|strength|energy|effort|doubt"
        r"|evidence|regret|shame|remorse|prevention|humility|decency|integrity|talent"
        r"|compassion|credibility|respect|dignity|sympathy|kindness|patience|pride|guilt|fear"
        r"|hope|love|faith|soul)\b|\s+(?:правды|совести|сомнения|сил|стыда|жалости))",
    ),
    (("盎司",), "(?!的?(?:预防|真话|真相|勇气|力气|同情|尊严|良心|怜悯|诚意))"),
    (
        ("ft", "feet", "foot", *_ru_cases("фут")),
        r"(?!\.?\s*[-‑·⋅]?\s*(?:lb|pounds?|фунт)\w*|\.?\s*\d+\s*(?:in\b|inch|″|\"|дюйм))",
    ),
    # ... 安培 of a name before another noun (RTX 3090 安培架构, 安培显卡, 2个安培音箱), and
    # 安 or 微安 before one (5微安全天候运行), an ammeter ("5 ампер-метров")
    (
        ("安培", "安", "微安", "千安"),
        "(?!(?!的|左右|以上|以下|以内|以內|电流|電流|输出|輸出|快充)[\u3400-\u9fff])",
    ),
    (_ru_cases("ампер"), r"(?![-‑]?метр)"),
    # 基点 of a base or a site before another noun (12个基点学校; not 降息25个基点后)
    (("基点", "基點"), "(?!(?!的|左右|以上|以下|至|到|和|或|后|後)[\u3400-\u9fff])"),
    # "3 A-shaped", "Grade 5 A+", "the 5 A's" (a grade's A before a noun: kb.quantities)
    (("A", "А"), rf"(?![-–‑][{LETTER}\d]|['’]s|\+){_NOT_A_GLUED_NAME}"),
    (_VOLUMES, NO_RATE_OF_A_SUBSTANCE),
    (
        ("升",),
        "(?!级|級|高|至|到|值|温|溫|降|起|空|入|学|學|职|職|格|幅|息|华|華|旗|迁|遷|天|任|官|班"
        "|堂|腾|騰|压|壓|速|为|為|上|了|破|档|檔|舱|艙|序|调|調|版|[0-9一二三四五六七八九十])",
    ),
    (("吨", "公斤", "千克", "公里"), f"(?![{_CN_PART_AFTER}])"),
    (("克", "千克"), f"(?!{NAMES_AFTER_GRAM})"),
    (
        ("米",),
        f"(?!其林|饭|飯|兰|蘭|尔|爾|勒|哈|开|開|歇|诺|諾|亚|亞|粒|粉|线|線|酒|[0-9{_CN_PART_AFTER}])",
    ),
)
_NOT_IN_A_WORD = {
    surface: "".join(guard for surfaces, guard in _GUARDS if surface in surfaces)
    for surface in {s for surfaces, _ in _GUARDS for s in surfaces}
}


def _surface_pattern(surface: str, *, prefix: bool) -> str:
    """A surface as it may stand after its number: its spaces optional ("tok / s" also
    reads "tok/s"); where it may start is the quantity reader's business (it asks at the
    offset after the number).  A ``prefix``, which the reader looks for in the few
    characters before a number, is not the end of a longer word: "A$5" is Australian,
    the "A$" of "USA$5" none.  What may follow either: _surface_end."""
    words = surface.split(" ")
    parts = [re.escape(p) for p in words]
    # words may be joined by hyphens too ("750 tokens-per-second figure"), symbols not
    joint = r"(?:\s*|-)" if len(words) > 1 and all(w[:1].isalpha() for w in words) else r"\s*"
    return (word_start(surface) if prefix else "") + joint.join(parts)


def _surface_end(surface: str, *, prefix: bool) -> str:
    """The lookaheads after a surface: it is not the start of a longer word ("Gb", not
    "Gbit"), nor, one in Latin letters after a number, the start of a name with digits
    ("GB200").  A surface ending "in a second" or "in a minute" is followed by no word
    (_CLAUSE_FINAL_ENDINGS), one ending in an hour or a day by none but a joining one
    (_TIME_ENDINGS), one of wafers per layer by no other noun (THING_ENDS), one of compute
    by no span of time nor an item it is spent on (_NO_SPAN_OR_ITEM_AFTER)."""
    end = word_end(surface)
    if not prefix and surface[-1:].isascii() and surface[-1:].isalpha():
        end += r"(?![0-9])"  # "72 GB200 GPUs": a product's name, no 72 GB
    if surface.endswith(_ASCII_SQUARES):
        end += rf"(?![{LETTER}0-9])"  # "1000 cd/m2", not the start of "cd/m22" or "cd/m2x"
    if surface.lower().endswith(_CLAUSE_FINAL_ENDINGS):
        end += _NO_WORD_AFTER
    elif surface.lower().endswith(_TIME_ENDINGS):
        end += _NO_TIME_WORD_AFTER
    elif surface.lower().endswith(_THING_ENDINGS):
        end += THING_ENDS
    elif surface.lower() in _TIMES_SIGNS:
        end += _FACTOR_AFTER
    elif surface in _COMPUTE:
        end += _NO_SPAN_OR_ITEM_AFTER
    elif surface in _MEASURES:
        end += _NO_POWER + _NOT_IN_A_WORD.get(surface, "")
        if "/" not in _MEASURES[surface]:
            end += _NOT_PER
    elif surface in _TEMPERATURES:
        end += _NOT_PER + _NO_DEGREE_DAY + (_NO_HYPHENED_WORD if " " in surface else "")
    elif surface in _VOLTAGES or surface in _NOT_IN_A_WORD:
        end += _NOT_IN_A_WORD[surface]  # and 基点 before no other noun (基点学校)
    return end


def _initials(surfaces: Iterable[str]) -> re.Pattern[str] | None:
    """A character class of the first characters of ``surfaces`` (no match can start
    elsewhere), or None when a surface is empty or starts with a space."""
    ordered = set(surfaces)
    if not all(s and s == s.lstrip() for s in ordered):
        return None
    return re.compile(f"[{re.escape(''.join(sorted({s[0] for s in ordered})))}]", re.IGNORECASE)


# Symbols whose case is their meaning: Gb/s is gigabits (a GB/s is eight), Ms. a title,
# mb millibars, S-tier no second, mW a milliwatt (a chip's 750 mW is no 750 MW, nor 750
# мВт 750 МВт; the megawatt's other cases, Мвт, mw, stay its own).  Every other surface
# matches in any case, but a milliwatt-hour's symbol (_MILLIWATT_PREFIXES).
CASED_SYMBOLS = frozenset(
    {"s", "ms", "h"}
    | {"kB", "KB", "КБ", "кБ", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "PiB"}
    | {"MW", "Mw", "mw", "mW", "МВт", "Мвт", "МВТ", "мвт", "мВт"}
    | {"hertz", "nit", "nits"}  # "3 Hertz cars", "31 NITs"
    | {"MP", "Mpx", "MPx", "Mpix", "MPix", "Мп"}  # "3 MPX rifles", "5 МП" (municipal ones)
    | {"GFLOPS"}  # a vision model's "4.1 GFLOPs" counts its operations (TFLOPs is a rate)
    # "400 Nm" a torque, "50 MM USD" fifty million, "5 MG cars" a brand (see _MEASURES)
    | {"nm", "mm", "cm", "mg", "kg", "Kg", "KG", "нм", "мм", "см", "мг"}
    | {"L", "mL", "ml", "л", "мл"}  # "5 ML models": machine learning
    | {"µL", "μL", "µl", "μl", "uL", "mcL", "мкл", "gal"}  # "20 ML", "5 Gal Gadot"
    | {"µg", "μg", "ug", "mcg", "мкг", "g", "г"}  # "5G", "Г. Москва"
    # "8 Mile Road", "Miles Davis", "Six Feet Under", "5 FT reporters", "1,000 Acres Hotel"
    | {"miles", "mile", "mi", "feet", "foot", "ft", "acres", "acre", "lb", "lbs", "mph", "MPH"}
    | {"Mph", "yards", "yard", "yd", "yds", "ft3", "yd3"}  # "100 Yards", "the FT3 engine"
    | {"oz", "OZ", "ozt", "fl oz", "FL OZ"}  # "the Wizard of Oz", "5 Oz"
    # "5 MA" a state, "12 AMP patients", "the 3090 Ampere", "В 1820 Ампер открыл": see _MEASURES
    | {"A", "А", "mA", "мА", "amps", "amp", "amperes", "ampere", *_ru_cases("ампер")}
    | {"µA", "μA", "uA", "мкА", "kA", "кА"}
    | {"bps"}  # "100 BPS": a rate of beats or batches
    | {"cc", *(f"{m}3" for m in ("m", "cm", "м", "см"))}  # "the Apple M3", "5 CC'd"
    | set(_CELSIUS_SIGNS)  # "30° с горизонтом": an angle (see _TEMPERATURES)
    | {*_FAHRENHEIT_SIGNS, "degrees F", "deg F"}  # as the Celsius signs
    | {"V", "VAC", "VDC", "Vac", "Vdc", "volt", "В", "mV", "мВ", "kV", "кВ"}  # see _VOLTAGES
    | {f"{m}{sq}" for m in ("mm", "cm", "m", "km", "мм", "см", "м") for sq in _ASCII_SQUARES}
    | {s for s, unit in _CHARGES.items() if unit == "Ah" and s[:1] in "AА"}
    | {"GB/s", "TB/s", "PB/s", "MiB/s", "GiB/s", "TiB/s"}
    | {f"{p}B{per}" for p in "kKMG" for per in ("/s", "/sec", "/秒", "每秒", "ps")}
    | {f"{p}B per {s}" for p in "kKMG" for s in ("second", "sec")}
    # "10 Мб/с" a tariff's 10 MB
    | {f"{p}Б{per}" for p in "МКк" for per in ("/с", "/c", "/сек", " в секунду")}
    # bits: "64 GBps", "400 GB per second", "500 KB/s" are a byte's
    | {f"{p}{b}" for p in "kKMGT" for b in ("b/s", "b/sec", "bps", "b per second")}
    | {f"{p}bps" for p in "mgt"}  # "25 mbps", "10 gbps": no milli- of a bit
)
# A milliwatt-hour's symbol is cased in its milliwatt only: a lowercase m before W (м
# before В) is never mega, whatever the case of the hour after it, "900 mWh", "900 mWH",
# "750 мВт·ч", "750 мВт·Ч" (a battery's 900 mWh is no 900 MWh); "900 mwh", "900 MWH",
# "750 Мвт·ч" stay megawatt-hours (_tried_first).
_MILLIWATT_PREFIXES = ("mW", "мВт")


def _cased_part(surface: str) -> str:
    """The start of ``surface`` whose case is its meaning: all of a cased symbol, the
    milliwatt of a milliwatt-hour's symbol, none ("") of any other surface."""
    if surface in CASED_SYMBOLS:
        return surface
    if surface in _MILLIWATT_HOURS:
        return next((p for p in _MILLIWATT_PREFIXES if surface.startswith(p)), "")
    return ""


def _tried_first(surface: str) -> tuple[int, bool, str]:
    """The order surfaces are tried in: the longest first ("MWh" before "MW"), and of one
    length a cased symbol before a surface of any case, which then reads the other cases
    ("mWh" is a milliwatt-hour with its milliwatt in its own case, "MWh" a megawatt-hour
    in every other: "MWH", "mwh")."""
    return -len(surface), not _cased_part(surface), surface


def _compile(surfaces: Iterable[str], *, prefix: bool) -> re.Pattern[str]:
    ordered = sorted(set(surfaces), key=_tried_first)
    pattern = "|".join(
        _alike(run, end, prefix=prefix)
        for end, run in itertools.groupby(ordered, key=lambda s: _surface_end(s, prefix=prefix))
    )
    initials = _initials(ordered)
    if initials is not None:
        # A lookahead naming the first characters: a failed match (most are: the reader
        # asks after every number) costs one test instead of one per surface.
        pattern = f"(?={initials.pattern})(?:{pattern})"
    return re.compile(pattern, re.IGNORECASE)


def _alike(surfaces: Iterable[str], end: str, *, prefix: bool) -> str:
    """Surfaces tried one after the other that end alike (their _surface_end), each its
    own group, its cased start asserted in its own case (_cased_part) before it matches
    in any, sharing one test of their end: ``(?:(a)|(b))E`` matches as ``(aE)|(bE)``
    does (when E fails after a, ``re`` tries b), but the class of letters in E is
    compiled once instead of once per surface: compiling it was most of compiling the
    lexicon (its 96 buckets 0.19 s, now 0.07 s), which each process that audits pages
    does for the first characters of the units they hold."""
    alternatives = "|".join(
        f"({_cased_start(s)}{_surface_pattern(s, prefix=prefix)})" for s in surfaces
    )
    return f"(?:{alternatives}){end}"


def _cased_start(surface: str) -> str:
    """A lookahead for the start of ``surface`` whose case is its meaning (_cased_part)."""
    cased = _cased_part(surface)
    return f"(?=(?-i:{re.escape(cased)}))" if cased else ""


_Compiled: TypeAlias = tuple[re.Pattern[str], tuple[str, ...]]  # surfaces' pattern, units


def _compiled(pairs: Sequence[tuple[str, str]], *, prefix: bool) -> _Compiled:
    """One alternative per (surface, unit), longest surface first; ``m.lastindex`` names
    the unit of the surface that matched."""
    return _compile((s for s, _ in pairs), prefix=prefix), tuple(u for _, u in pairs)


@dataclass(frozen=True)
class _SurfaceMatcher:
    """Finds which surface of a set starts at an offset, as one regex of them all would
    (the first alternative that matches, longest surface first), but trying only the
    surfaces that start with the character there.  Python's ``re`` tries the
    alternatives of a case-insensitive alternation one by one, so asking all 159 built-in
    surfaces after every number cost ~5 µs; a bucket holds at most twenty."""

    ordered: tuple[tuple[str, str], ...]  # (surface, unit), longest surface first
    initials: re.Pattern[str] | None  # None: a surface starts with a space; use whole
    grouped: dict[str, tuple[tuple[str, str], ...]]  # first character, lower-cased -> its pairs
    prefix: bool  # written before the number: see _surface_pattern
    # A bucket's pattern is compiled the first time a unit may start with its character:
    # compiling all ~45 up front was ~30 ms of every kb audit's start-up (about 4%), and a
    # short page asks for a few.
    buckets: dict[str, _Compiled] = field(default_factory=dict, compare=False)

    @classmethod
    def build(cls, mapping: Mapping[str, str], *, prefix: bool = False) -> _SurfaceMatcher:
        ordered = tuple(sorted(mapping.items(), key=lambda p: _tried_first(p[0])))
        initials = _initials(s for s, _ in ordered)
        grouped: dict[str, list[tuple[str, str]]] = {}
        if initials is not None:
            for surface, unit in ordered:
                grouped.setdefault(surface[0].lower(), []).append((surface, unit))
        buckets = {first: tuple(pairs) for first, pairs in grouped.items()}
        return cls(ordered, initials, buckets, prefix)

    def _bucket(self, first: str) -> _Compiled | None:
        """The compiled surfaces that start with ``first`` (lower-cased), if any."""
        bucket = self.buckets.get(first)
        if bucket is None and first in self.grouped:
            bucket = self.buckets[first] = _compiled(self.grouped[first], prefix=self.prefix)
        return bucket

    @functools.cached_property
    def whole(self) -> _Compiled:
        """Every surface in one pattern; compiled when first needed (rarely: see match)."""
        return _compiled(self.ordered, prefix=self.prefix)

    def match(self, text: str, pos: int) -> tuple[int, str] | None:
        if self.initials is None:
            return _match(self.whole, text, pos)
        bucket = self._bucket(text[pos : pos + 1].lower())
        if bucket is not None:
            return _match(bucket, text, pos)
        if self.initials.match(text, pos) is None:
            return None
        return _match(self.whole, text, pos)  # a character that only case-folds to an initial


def _match(compiled: _Compiled, text: str, pos: int) -> tuple[int, str] | None:
    pattern, units = compiled
    m = pattern.match(text, pos)
    if m is None or m.lastindex is None:
        return None
    return m.end(), units[m.lastindex - 1]


@dataclass(frozen=True)
class UnitLexicon:
    """Surface form -> canonical unit; immutable, extend it with :meth:`extended`."""

    surfaces: tuple[tuple[str, str], ...]
    prefixes: tuple[tuple[str, str], ...] = tuple(DEFAULT_PREFIXES.items())
    _units: _SurfaceMatcher = field(init=False, repr=False, compare=False)
    _prefixes: _SurfaceMatcher = field(init=False, repr=False, compare=False)
    # No surface starts or ends with a space: see kb.quantities.find_quantities_in_texts.
    trimmed: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        for _, unit in (*self.surfaces, *self.prefixes):
            if unit not in CANONICAL_UNITS and unit not in READ_AS:
                raise ValueError(f"unit {unit!r} is not a canonical unit (see kb/units.py)")
        object.__setattr__(self, "_units", _SurfaceMatcher.build(dict(self.surfaces)))
        prefixes = _SurfaceMatcher.build(dict(self.prefixes), prefix=True)
        object.__setattr__(self, "_prefixes", prefixes)
        surfaces = (s for s, _ in (*self.surfaces, *self.prefixes))
        object.__setattr__(self, "trimmed", all(s and s == s.strip() for s in surfaces))

    @classmethod
    def from_mapping(cls, surfaces: Mapping[str, str]) -> UnitLexicon:
        return cls(surfaces=tuple(surfaces.items()))

    def extended(self, extra: Mapping[str, str]) -> UnitLexicon:
        """A new lexicon with ``extra`` surfaces added (they win over existing ones)."""
        merged = dict(self.surfaces)
        merged.update(extra)
        return UnitLexicon(surfaces=tuple(merged.items()), prefixes=self.prefixes)

    def names(self, text: str, unit: str) -> bool:
        """Whether ``text`` names what ``unit`` counts, in any of its surfaces or its other
        names (OTHER_NAMES: "the WSE-3") as a whole word ("each wafer", "каждая
        пластина", not "paramedic" for "param" nor "пластинка"); Chinese surfaces
        anywhere ("每个晶圆"), as Chinese has no spaces."""
        pattern = self._names_of.get(unit)
        return pattern is not None and pattern.search(text) is not None

    def named(self, text: str) -> frozenset[str]:
        """The units whose things ``text`` names, as :meth:`names` finds each ("The wafer
        count is an estimate": wafer), but not by a symbol of one letter or sign, Latin or
        Cyrillic, which follows a number and names no thing ("These are rumours on X": no
        ratio; "Это оценка, а не слухи": no ampere, "в" no volt; 层 is a word)."""
        return frozenset(
            unit
            for unit, pattern in self._names_of.items()
            if any(len(m.group()) > 1 or HAN_RE.match(m.group()) for m in pattern.finditer(text))
        )

    @functools.cached_property
    def _names_of(self) -> dict[str, re.Pattern[str]]:
        found: dict[str, list[str]] = {}
        others = ((name, unit) for unit, names in OTHER_NAMES.items() for name in names)
        for surface, unit in (*self.surfaces, *others):
            word = re.escape(surface)
            if not HAN_RE.search(surface):
                # no letter on either side, nor a word's apostrophe before it: the "s" of
                # "SemiAnalysis's estimate" is no second
                word = rf"(?<![^\W\d_])(?<![^\W\d_]['’]){word}(?![^\W\d_])"
            found.setdefault(unit, []).append(word)
        return {unit: re.compile("|".join(words), re.IGNORECASE) for unit, words in found.items()}

    def match(self, text: str, pos: int) -> tuple[int, str] | None:
        """The end offset and canonical unit of the surface starting at ``pos``."""
        return self._units.match(text, pos)

    def may_start_prefix(self, text: str, start: int, end: int) -> bool:
        """False when no prefix unit can start at any offset in ``[start, end)``: one scan
        in C before asking :meth:`match_prefix` at each of them."""
        initials = self._prefixes.initials
        return initials is None or initials.search(text, start, end) is not None

    def match_prefix(self, text: str, pos: int) -> tuple[int, str] | None:
        """The end offset and unit of a prefix unit ("$", "US$") starting at ``pos``."""
        return self._prefixes.match(text, pos)


DEFAULT_LEXICON = UnitLexicon.from_mapping(DEFAULT_SURFACES)
