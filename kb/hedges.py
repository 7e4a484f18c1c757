"""Hedge and attribution cues in English, Chinese and Russian.

A sentence is hedged when it says that a figure is an estimate, a possibility, a rumour
or someone's statement: "estimated", "may", "reportedly", "according to"; 据估计, 可能,
推测; по оценке, может, предположительно.  The cues of all three languages are looked
for in every sentence, because pages mix them.  Chinese cues are written in Simplified
characters and read in either script (kb.chinese_script): 據估計 hedges as 据估计 does.

Approximation words are not hedges: "about 3 trillion parameters", 约三万亿, около трёх
триллионов state the figure as fact, only rounded (``kb.numerals.APPROXIMATIONS`` lists them so
that tests can check that none is a cue).
"""

from __future__ import annotations

import functools
import re
from bisect import bisect_left, bisect_right
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from itertools import accumulate

from kb.chinese_script import simplified
from kb.lazy_re import lazy_compile
from kb.numerals import APPROXIMATIONS, ROUNDING_BEFORE
from kb.word_patterns import HAN, HAN_RE, LETTER, NAME_EDGE, name_pattern, whole_words

# "Per SemiAnalysis, ...", "Per the company's filing"; not "Per system", "per second"
_PER = r"(?-i:Per(?=\s+(?:[A-ZА-ЯЁ]|(?:the|a|an|its|their|his|her|our)\s)))"

# "как пишет X", "как сообщила X": the verb before the one credited
_AS_SAYS = r"как (?:пиш|писал|сообща|сообщил|заяв|говор|утвержда)\w*"

# 据业内人士透露 ("insiders disclose"); not 并未透露, 没有透露 ("did not disclose")
_DISCLOSED = r"透露(?<![未没]透露)(?<!没有透露)"

# 测算 and 推算 (据测算, 经测算, 据推算: "by calculation"), estimates as 估算 is; not where
# 测 ends a word before 算力 or 算法 (实测算力 "measured compute", 检测算法 "detection
# algorithm")
_CALCULATED_ZH = (r"测算(?![力法])", r"推算(?![力法])")

# Who has not confirmed a figure, between 未获 (尚未, 并未...) and 证实 or 确认: a few words,
# a name in Latin letters spaced from them ("未获 OpenAI 证实", "尚未得到 OpenAI 官方确认")
_WHO_CONFIRMS = (  # not across 但已确认, 不过确认, "but has confirmed"
    r"(?:(?![但而却已并也还只]|不过|可是)[\w ]){0,16}?"
)
_CONFIRMED = r"(?:确认|证实)"

# 说 and 称 at a clause's edge ("业内人士说，", "…，OpenAI称。"): elsewhere they are mostly
# parts of other words (说明, 小说; 名称, 简称, 对称, 称为), and at an edge too in phrases
# that credit no one (也就是说, 换句话说, 一般来说, 再说, 比如说, 可以说, 应该说, 不用说, 没有说;
# 著称, 堪称, 又称, 人称, 通称, 总称); right after an agent's name they are its verb
# anywhere ("OpenAI称Sol…", below)
_SAID_ZH = r"说(?<![是话小来再如以用没有该当]说)(?=\s*(?:[，,：:。；;！!]|$))"
_STATED_ZH = r"称(?<![名简对俗统职著堪又人通总合并自]称)(?=\s*(?:[，,：:。；;！!]|$))"

# Cues are regular expressions, matched case-insensitively; English and Russian ones must
# stand as whole words (a stem ending in \w* takes the rest of its word).  Each should
# start with the character it matches first (HedgeCues then looks for those first).

# The cues that only say who states a figure, not that it is uncertain: a sentence hedged
# by these alone credits someone with the figure, and kb.audit checks that it credits the
# party the claims name.  Those that stand before the one credited ("according to X", 根据X,
# по данным X), the verbs that stand after ("X says", X表示, X заявила), and the others.
_CREDIT_BEFORE: dict[str, tuple[str, ...]] = {
    "en": (r"according to", _PER),
    "zh": (r"根据",),
    "ru": (
        r"по данным",
        r"по сведениям",
        r"по информации",
        r"по словам",
        r"по мнению",
        r"по подсч[её]там",
        r"по расч[её]там",
        r"по прикидкам",
        r"по оценк(?:е|ам)",
        _AS_SAYS,
        r"согласно",
    ),
}
_CREDIT_VERBS: dict[str, tuple[str, ...]] = {
    "en": (
        # a verb after its subject, or a label ("Claim: …", as a fact check opens one);
        # not a table's "Claim" column, whose rows a status cell may confirm
        r"(?:(?<=\S\s)claims?|claims?(?=\s*[:：]))",
        r"claimed",
        r"said",
        r"(?<!not )(?<!n[’']t )(?<!never )says?",  # not "will not say so": no one says it
        r"stated",
        r"argues?",
        r"argued",
        r"reports",  # the verb; "report" is mostly the noun ("in this report")
        r"reported(?= that|\s*[.!?]?\s*$)",  # "…, The Information reported."
    ),
    "zh": (r"表示", r"声称", r"宣称", r"号称", _DISCLOSED, _SAID_ZH, _STATED_ZH),
    "ru": (
        r"заяв\w*",
        r"утвержда\w*",
        r"сообщ\w*",
        r"говор\w*",
        r"сказал\w*",
        r"пиш(?:ет|ут)",  # not "пишущая машинка", "пишется"
        r"писал(?:а|и|о)?",
    ),
}
# Verbs of opinion after a name credit it too ("OpenAI believes Sol has ...", OpenAI认为,
# OpenAI считает): they are doubts (below), and a doubt in the words that credit someone
# does not excuse crediting the wrong one (kb.audit)
_OPINION_VERBS: dict[str, tuple[str, ...]] = {
    "en": (
        r"believes?",
        r"believed",
        r"thinks?",
        r"thought",
        r"estimates?",
        r"estimated(?= that)",
        r"reckons?",
        r"expects?",
        r"puts?",
    ),
    "zh": (
        r"认为",
        r"估计",
        r"估算",
        *_CALCULATED_ZH,
        r"推测",
        r"预计",
    ),
    "ru": (
        r"счита\w*",
        r"полага\w*",
        r"оценива\w*",
        r"оценил\w*",
        r"дума\w*",
        r"предполага\w*",
        r"уверен\w*",
    ),
}
_CREDIT_OTHER: dict[str, tuple[str, ...]] = {
    "en": (r"in (?:his|her|their|our|my) (?:view|opinion)",),
    "zh": (),
    "ru": (),
}
_CREDITS = {
    lang: (*_CREDIT_BEFORE[lang], *_CREDIT_VERBS[lang], *_CREDIT_OTHER[lang])
    for lang in _CREDIT_BEFORE
}

# What says a rumour is true, right after it, when or since: "Rumours confirmed", "The
# rumours were true", "the rumour has been confirmed", "These rumours were later
# confirmed", "the rumours have since been confirmed", 传闻已被证实, 传闻属实 (not "…were
# never confirmed", 传闻尚未证实: those still doubt), and does not ask it (_NOT_ASKED:
# "Were these rumours confirmed?", 这些传言都被证实了吗？ still doubt)
_NOT_ASKED = r"(?![^.!?。！？]{0,60}[?？])"  # a question mark soon after, in its sentence
_RUMOUR_TRUE_EN = (
    r"(?:(?:were|was|are|is|have|has|been|proved|proven|turned\s+out\s+to\s+be|later|since|now)"
    r"\s+){0,3}(?:confirmed|true|correct|right|accurate)(?![\w-])"
    rf"(?!\s+(?:(?:as|to\s+be)\s+)?(?:false|wrong|untrue|fake|baseless|groundless)){_NOT_ASKED}"
)
# ... and in Russian, a few words after it, but not "не": "Слухи подтвердились", "Слухи
# полностью подтвердились", "Слухи о 90 пластинах подтвердились", "слухи подтверждены",
# "слухи оказались правдой" (not "Слухи подтвердить не удалось", "слухи подтверждать не
# стали", "Слухи подтверждаются лишь частично", "Слухи не подтвердились": those doubt)
_RUMOUR_TRUE_RU = (
    r"(?:[,\s]+(?!не(?![\w-]))[\w-]+){0,3}?\s+(?:подтвердил(?:ись|ся|ась|ось)|подтвержден[аоы]?"
    rf"|оказал\w*\s+(?:правд|верн|правдив)\w*)(?![\w-]){_NOT_ASKED}"
)
# What says a Chinese rumour was confirmed, when or since and by how many: 已被证实, 已经被
# OpenAI 证实, 得到了官方确认, 后来被证实, 现已证实, 都被证实了 (not 未被证实, 都未证实)
_RUMOUR_CONFIRMED_ZH = (
    r"(?:后来|现在?|如今|都|均|也|已经?|终于|最终|果然){0,2}"
    r"(?:(?:被|得到了?|获得?了?)(?:(?![不未没沒])[\w ]){0,12}?)?(?:证实|确认|坐实)"
)
# ... and what says it is false, after it or after its 证实: 为谣言, 是假的, 了是假的, 只是谣言,
# 纯属谣言, 系谣言, 是一个谣言, 是谣传, 是错的, 并不属实, 不实, 完全是假的
_FALSE_ZH = (
    r"了?(?:(?:只|仅|纯|完全|根本)?(?:是|为|属|系)(?:一?[个则条种])?|并|根本)?"
    r"(?:假|不实|不属实|谣言|谣传|虚假|错)"
)
# A rumour in Chinese: 传闻, 传言, and as news passes one on, 网传 ("online"; not 互联网传输,
# 局域网传数据, 上网传给同事: sent over a network), 坊间流传, 坊间传言, 业界盛传, 小道消息 (網傳,
# 業界盛傳 read as folded); and a claim said to be false, which doubts as a rumour does
# (这一说法并不属实, 该说法后来被证实是假的; not 这一说法来自 OpenAI)
_RUMOUR_ZH = (
    r"(?:传闻|传言|(?<![联域上])网传(?![输送导递播给])|坊间流传|业界盛传|小道消息"
    rf"|说法(?=(?:{_RUMOUR_CONFIRMED_ZH})?{_FALSE_ZH}))"
)
# ... said to be true: 传闻已被证实, 传闻属实, 传闻是真的, 传言后来被证实 (not 传闻未被证实,
# 传闻是真的吗, 传闻都被证实了吗？, nor one confirmed false: 传言后来被证实纯属谣言)
_RUMOUR_TRUE_ZH = (
    rf"(?!(?:{_RUMOUR_CONFIRMED_ZH}(?!{_FALSE_ZH})|属实|成真|是真的(?!吗)){_NOT_ASKED})"
)

# Words that round or bound a Chinese number before it (约 3 万亿, 超过 3 万亿; 左右 and
# 上下 follow it)
_ZH_BEFORE_NUMBER = "|".join(
    (
        *(w for w in APPROXIMATIONS["zh"] if w not in ("左右", "上下")),
        *("逾", "超过", "高达", "多达", "达到", "达", "有", "在"),
    )
)
_ZH_NUMERAL = r"[\d〇零一二三四五六七八九十两百千万亿]"

# What a modal says of how a figure strikes you, the reader, not of whether it holds: "a
# figure that may surprise you", "It might shock some readers, but …", "и эта цифра может
# вас удивить", 这个数字可能会让你吃惊 (the modal doubts nothing).  Not "its real size may
# surprise people", which doubts the figure given.
_STRIKES_EN = (
    r"(?![ \u00a0]+(?:well[ \u00a0]+|also[ \u00a0]+)?(?:surprise|shock|astonish|amaze|impress"
    r"|startle|stun)[ \u00a0]+(?:you|(?:many|some|most)?[ \u00a0]*readers)(?![\w-]))"
)
_STRIKES_RU = (
    r"(?![ \u00a0]+(?:вас|тебя|читателя|читателей)[ \u00a0]+"
    r"(?:удивить|удивит|поразить|шокировать|впечатлить|ошеломить)(?![\w-]))"
)
_STRIKES_ZH = (
    r"(?!(?:会|會)?(?:让|讓|令|使)(?:你|您|[^，,。]{0,3}?(?:读者|讀者))[^，,。]{0,3}?"
    r"(?:吃惊|吃驚|惊讶|驚訝|意外|震惊|震驚|惊叹|驚嘆))"
)
_CHECKED_RU = r"(?:\w+\s+)?(?:подтвержд|провер|установл)"  # "не может быть подтверждена"

# The cues that say a figure is uncertain: an estimate, a possibility, not confirmed.
_DOUBTS: dict[str, tuple[str, ...]] = {
    "en": (
        r"estimat\w*",
        r"(?-i:est\.|Est\.)",  # estimated: "Parameters (est.)", "est. 3T"; not EST, a time zone
        r"projected",
        r"forecast\w*",
        r"expected to",
        # lower case: "May" is the month (May 2026, in May, a "May" column)
        rf"(?-i:may){_STRIKES_EN}",
        rf"might{_STRIKES_EN}",
        # "could not be verified", "could not be ruled out"; not "could not fit on one"
        rf"could{_STRIKES_EN}(?! not(?! (?:be |have been )?(?:independently |officially "
        r"|publicly )?(?:verif|confirm|rul|substantiat|corroborat)))",
        r"would",
        r"possibl[ey]",
        r"possibility",
        r"perhaps",
        r"maybe",
        r"presumabl[ey]",
        r"probabl[ey]",
        r"likely",
        r"unlikely",
        r"reportedly",
        r"apparently",
        r"allegedly",
        r"alleged",
        # a rumour; not one said to be true or none: "Rumours confirmed: …", "The rumours
        # were true", "It is no longer a rumour", "This is no rumour", "These are not
        # rumours", "OpenAI confirmed rumours that …" state the figure ("…were never
        # confirmed" hedges)
        r"(?<!not )(?<!not a )(?<!not just )(?<!not just a )(?<!no )(?<!no longer )"
        r"(?<!no longer a )(?<!confirmed )(?<!confirmed the )rumou?r\w*"
        rf"(?!\s+(?:{_RUMOUR_TRUE_EN}))",
        r"speculat\w*",
        r"(?<!name )suggest\w*",  # not "as its name suggests"
        r"hypothe\w*",
        r"theor(?:y|ies|ised|ized|etical\w*)",
        r"assum\w*",
        r"suppos\w*",
        r"purported\w*",
        r"believ\w*(?! it or not)",  # "Believe it or not, …" states it
        r"thinks?",
        r"thought to",
        r"appears? to",
        r"seems?",
        r"guess\w*",
        r"unconfirmed",
        r"not (?:\w+ ){0,2}confirm\w*",  # "has not confirmed", "not officially confirmed"
        r"never (?:\w+ ){0,2}confirm\w*",  # "never confirmed", "has never publicly confirmed"
        r"didn[’']t (?:\w+ ){0,2}confirm\w*",  # "didn't confirm", "hasn't yet confirmed"
        r"hasn[’']t (?:\w+ ){0,2}confirm\w*",
        r"haven[’']t (?:\w+ ){0,2}confirm\w*",
        r"yet to (?:be )?confirm\w*",
        r"declined to confirm",
        r"(?:no|without) (?:official )?confirmation",
        r"neither (?:\S+ ){1,3}nor (?:\S+ ){1,3}(?:has |have )?(?:\w+ )?confirm\w*",
        # "analysts put it at", "He also puts the model at", "Sources put the figure at"
        # (whose figure it is), "Industry sources cite a figure of" (not "Our sources cite
        # OpenAI's documentation": what they cite is said)
        r"(?:analysts?|experts?|observers?|insiders?|(?<!open )sources?|he|she|they) (?:also )?"
        r"(?:put|puts|peg|pegs|place|places)",
        r"sources (?:cite|cited) (?:a |an |the )?(?:figure|number|estimate|count)s?",
        r"unofficial\w*",
        r"unverified",
        # analysis from outside, as the article credits its estimates (分析人士 below):
        # "Outside analysis" in a table's source column, "external analysts",
        # "independent analysts", "third-party analysis"; not one set against: "Unlike
        # outside analysts, we measured", "outside analysis aside"; not "an independent
        # analysis" a page reports of its own
        r"(?<!unlike )(?<!contrast to )(?<!contrary to )"
        r"(?:(?:outside|external|third[- ]party) (?:technical )?(?:analys[ie]s|analysts?)"
        r"|independent analysts?)(?! aside)",
        # one count among others: "by one count", "by some accounts", "by a rough tally";
        # not "by all accounts", "by most accounts", "by any count" (everyone's, or nearly),
        # nor "by our count" (the page's own, as "by our reckoning": a cue a project may
        # add, hedge-cues), nor a firm's books ("paid by their accounts team")
        r"by (?:one|some|several|many|other|their|his|her|(?:a )?rough|unofficial"
        r"|independent) (?:counts?|accounts?(?! (?:team|department|dept|office|staff|desk"
        r"|payable|receivable|manager|clerk)s?(?![\w-]))|tall(?:y|ies))",
        r"if",
        r"(?:is|are|was|were) understood to",
        r"whether",  # an indirect question: "whether Sol uses 1 wafer per layer"
    ),
    "zh": (
        r"估计",
        r"估算",
        *_CALCULATED_ZH,
        r"预估",
        r"预计",
        r"预测",
        # not 不可能, "impossible", nor 尽可能, "as far as possible"; 并非不可能 and 不是不可能,
        # "not impossible", are possible (one alternative: _first_characters)
        rf"可能(?<!尽可能)(?<!(?<!非)(?<!不是)不可能){_STRIKES_ZH}",
        r"或许",
        r"也许",
        # "should", as a guess, only right before 有 or 是: Sol 应该有 3 万亿参数, 参数量应当
        # 是三万亿; elsewhere it is advice or an obligation (应该指出的是, 你应该知道, 我们
        # 不应该忘记, 开发者应该了解), which hedges nothing
        r"(?<!不)应[该当](?=[有是])",
        r"推测",
        r"猜测",
        r"猜想",
        # 据报道 (報導), 据一些报道, 据外媒报道, a paper named in title marks: 据《财经日报》
        # 报道, as 据财经日报报道; not 据OpenAI报道
        r"据(?:《[^《》\n]{1,20}》|[\u4e00-\u9fff]{0,4}?)报[道导]",
        # 据一种说法 ("by one account"), 按一种说法, 有一种说法, 有说法称; not 没有说法 ("no
        # account"), nor 所有说法 ("all accounts", as "by all accounts" is none)
        r"(?:据|按)[\u4e00-\u9fff]{0,4}?说法",
        r"有(?<![没沒所]有)(?:一种|种|一些|些)?说法",
        r"据称",
        r"据悉",
        r"据说",
        r"据传",
        # a rumour; not one said to be none or true (已经不是传闻, 并非传闻, 不再是传闻,
        # 传闻已被证实, 傳聞已獲證實, 传闻属实): they state the figure; 是不是传闻 asks (不是
        # after 是)
        rf"(?<!非)(?<!不再是)(?<!\A不是)(?<![^是]不是){_RUMOUR_ZH}{_RUMOUR_TRUE_ZH}",
        r"认为(?!的(?:不同|相反))",  # not 与很多人认为的不同, "unlike what many think"
        r"大概",
        r"理论",
        r"假设",
        r"假说",
        r"假如",
        r"如果",
        r"似乎",
        r"看来",
        r"疑似",
        r"(?<![就得])好像",  # "seems"; not 就好像…一样, "just as if" (a simile)
        r"恐怕",
        # "if" (若 Sol 有…, 该模型若采用…); not in a word, a name or an idiom: 若干
        # ("several"), 若羌, 李若愚 (大智若愚), 泰然自若, 欣喜若狂, 了若指掌, 宛若 ("as if")
        r"(?<![自般恍宛犹猶仿旁了])若(?![干羌狂愚])",
        r"有消息[称说指]",  # "there are reports that"
        r"(?<![没沒所])有报道",  # not 没有报道, "no reports", nor 所有报道, "all reports"
        r"有分析(?:指出|称|认为)",
        r"消息人士",  # "sources", 消息人士称…
        r"知情人士",  # "people familiar with the matter"
        # "insiders say": 业内人士称, 有关人士表示; not 称赞 ("praise"), 称号, 称为, 称之为
        r"人士(?:称(?![赞号为作道颂职呼谓之])|说|表示|透露|指出)",
        r"外媒(?:称|报道)",  # "foreign media say"
        r"据了解",  # "it is understood that"
        # "expected" (参数量预期为…, 业界预期…); not "expectations" (市场预期, 超预期,
        # 低于预期, 符合预期, 不及预期, 预期之外)
        r"(?<![场場超出于於合及])预期(?!之外)",
        rf"未(?:获得?|经过?|得到|被){_WHO_CONFIRMS}{_CONFIRMED}",  # 未获官方确认
        rf"未{_CONFIRMED}",
        rf"尚未{_WHO_CONFIRMS}{_CONFIRMED}",  # 尚未公开确认, 尚未得到 OpenAI 确认
        rf"并未{_WHO_CONFIRMS}{_CONFIRMED}",
        rf"没有{_WHO_CONFIRMS}{_CONFIRMED}",
        r"非官方",
        r"有望",
        r"或将",
        r"或有",  # "may have"; not 或 alone, "or" (3或4个)
        r"或需(?!求)",  # "may need"; not 或需求, "or demand"
        # "may reach", "may exceed", "may be", as news writes an estimate: 参数量或达3万亿,
        # 或高达, 或为
        r"或(?:高?达|超|逾|为)",
        r"分析人士",
        r"分析师",
        # not 与外部分析不同, 不同于外部分析 ("unlike outside analysis"; 与…一致, "agrees with",
        # hedges: 与外部技术分析给出的“约三万亿参数”一致)
        r"(?<!不同于)(?:外部|第三方)(?:的)?(?:技术)?分析(?!不同)",
        r"是否",  # an indirect question: 是否严格遵循每层一个晶圆的映射
        # whether it is true, as 是否 (是否为真) asks: 「一片晶圓一層」究竟是不是真的, 真假难辨,
        # 是不是真正拥有 ("really has"), 是不是真正的 3 万亿 or 真正的约 3 万亿; not
        # 是不是真正的旗舰模型 ("a real flagship"), which asks what a thing is, not whether
        # the figure is true
        rf"是不是真(?!正的\s*(?!(?:{_ZH_BEFORE_NUMBER})?\s*{_ZH_NUMERAL}))",
        r"是真是假",
        r"真假",
    ),
    "ru": (
        r"оцен\w*",
        # "не может быть подтверждена"; not "не может работать на одной"
        rf"может{_STRIKES_RU}(?:(?<!не может)|(?=\s+быть\s+{_CHECKED_RU}))",
        rf"могут{_STRIKES_RU}(?:(?<!не могут)|(?=\s+быть\s+{_CHECKED_RU}))",
        r"мог(?:ла|ло|ли)?",
        r"возможно",
        r"вероятн(?:о|ее)",  # вероятно, вероятнее всего; not вероятность
        r"по-видимому",
        r"по всей вероятности",
        r"скорее всего",
        r"наверное",
        r"пожалуй",
        r"кажется",
        r"предположим",
        r"по имеющимся (?:данным|сведениям)",
        r"видимо",
        r"по всей видимости",
        r"допуска(?:ет|ют)(?=,? что)",  # "допускают, что"; not "регламент допускает модели"
        r"предположительно",
        r"ориентировочн\w*",  # ориентировочно, ориентировочная оценка
        r"предполага\w*",
        r"предположени\w*",
        r"по слухам",
        r"по некоторым (?:данным|сведениям|сообщениям)",  # not "по данным OpenAI"
        # one count or version among others: "по одной из версий", "по некоторым
        # подсчётам", "по одним данным" ("по одной из оценок" is оцен\w*)
        r"по (?:одн(?:ой|им)(?: из)?|некоторым|другим|иным|разным) (?:верси\w*|подсч[её]т\w*"
        r"|данным|сведениям)",
        r"по предварительным (?:данным|оценкам|сведениям)",
        r"по сообщениям",
        # sources, experts or an industry that name a figure: "Источники в отрасли называют
        # цифру в 3 трлн", "В отрасли называют цифру"; not "Официально называют цифру"
        r"(?:источник\w*|эксперт\w*|аналитик\w*|инсайдер\w*|в (?:отрасли|индустрии))"
        r"(?: \w+){0,3}? называ(?:ют|ли) (?:\w+ )?(?:цифр|числ|величин)\w*",
        # not "вопреки слухам", "contrary to rumours", nor rumours said to be none or true:
        # "Это уже не слухи", "Это не просто слухи", "Никаких слухов", "Слухи подтвердились",
        # "Подтвердились слухи" ("Слухи не подтвердились" hedges)
        r"(?<!вопреки )(?<!не )(?<!не просто )(?<!никаких )(?<!подтвердились )"
        r"(?<!подтвердился )слух\w*"
        rf"(?!{_RUMOUR_TRUE_RU})",
        # not "Никаких «якобы»", "без всяких «якобы»": none
        r"(?<!никаких )(?<!никаких «)(?<!никаких \")(?<!никаких “)"
        r"(?<!всяких )(?<!всяких «)(?<!всяких \")(?<!всяких “)якобы",
        r"счита\w*",
        r"полага\w*",
        r"теори\w*",
        r"гипотез\w*",
        r"судя по",
        # not "как (и) ожидалось", "as was expected": it affirms ("как ожидается" forecasts)
        # nor "время ожидания" (waiting), "выше ожиданий" (above expectations)
        r"(?<!время )(?<!времени )(?<!выше )(?<!ниже )"
        r"ожида\w*(?<!как ожидалось)(?<!как и ожидалось)(?<!как мы и ожидали)",
        r"прогноз\w*",
        r"неофициальн\w*",
        r"неподтвержд\w*",
        r"не подтвержд\w*",
        r"не подтверди\w*",
        r"не был[аио]? (?:\w+ )?подтвержд\w*",  # не было официально подтверждено
        r"не получил[аио]? (?:\w+ )?подтвержд\w*",  # не получило официального подтверждения
        r"без (?:\w+ )?подтвержд\w*",  # без официального подтверждения
        # внешний технический анализ, внешние, сторонние, независимые аналитики; not
        # анализатор, a device
        r"(?<!отличие от )(?:(?:внешн|сторонн)\w* (?:техническ\w* )?"
        r"(?:анализ(?:а|у|ом|е|ы|ов)?|аналитик\w*)|независим\w* аналитик\w*)(?![\w-])",
        r"если(?! (?:коротко|кратко|вкратце|честно))",  # not "если коротко", "in short"
        r"(?<!хотя )бы",  # not "хотя бы", "at least"
        r"ли",  # an indirect question: "использует ли Sol одну пластину на слой"
    ),
}

# Every cue that hedges a sentence, by language.
HEDGE_CUES: dict[str, tuple[str, ...]] = {
    lang: (*doubts, *_CREDITS[lang]) for lang, doubts in _DOUBTS.items()
}


# A figure right after a word that denies it ("Sol is not 3 trillion parameters", "128K
# tokens rather than 9200", "У модели не 3 триллиона параметров", "128К токенов, а не 9200
# токенов", Sol的总参数量并非3万亿, 而非, 不是), or after it and a verb of having or using
# ("does not have 3 trillion", "не использует 70 пластин"; 没有 3 万亿, "нет 3 триллионов";
# not one of a bound, "does not exceed", "не превышает"), or after those and a word that
# rounds the figure ("not about 3 trillion": an approximation that stands before a
# figure, not one that bounds it, свыше, "не более", "not more than"), is stated as
# false, not as fact; not after "or" ("whether or not 3 trillion is right") nor in 是不是
# (a question)
_HAVING_EN = "have|has|had|use|need|require|contain|hold|run on|span"
_HAVING_RU = "имеет|использует|требует|содержит|занимает"
_HAVING_ZH = "使用|采用|用到|需要"
_DENIAL_RE = lazy_compile(
    rf"(?:(?<![{LETTER}])(?<!or\s)"
    rf"(?:(?:not|(?:is|are|was|were|does|do|did|has|have)n['’]t)(?:[ \u00a0]+(?:{_HAVING_EN}))?"
    rf"|rather than|(?<!или\s)не(?:[ \u00a0]+(?:{_HAVING_RU}))?|нет)"
    # 没有 after what it denies of, not opening a clause nor after "if": "没有 70 片晶圆，
    # 就…", "要是没有…" ("without"); 并没有使用 (not used) denies too
    rf"|[并並]非|而非|(?<!是)不是|(?:(?<=[^\s，,。；;：:])|(?<=[^\s，,。；;：:]\s))"
    rf"(?<!要是)(?<!一旦)(?<!如果)(?<!若)(?<!假如)[没沒]有(?:{_HAVING_ZH})?)"
    rf"(?:[ \u00a0]*(?:{'|'.join(re.escape(w) for w in ROUNDING_BEFORE)})(?![{LETTER}]))?"
    r"[ \u00a0]*$",
    re.IGNORECASE,
)
_DENIAL_REACH = 32  # characters before a figure that _DENIAL_RE may need


def denies(text: str, start: int) -> bool:
    """Whether ``text`` denies the figure that begins at ``start`` (_DENIAL_RE)."""
    return _DENIAL_RE.search(text, max(0, start - _DENIAL_REACH), start) is not None


# A figure its sentence calls an error after it: the predicate of "this", "which", это,
# что, 这 in the next clause of the figure's ("…3.86 亿参数，这显然是图片说明的笔误", "…386 млн
# параметров — это явная ошибка", "…, which is a typo in the caption", 这一数字有误,
# "что является опечаткой"), or an appositive right after it ("…, an obvious error", "(a
# typo)", "— явная опечатка"); not one denied ("which is not a typo", "это не ошибка",
# 这不是笔误, 是不是笔误) or asked (这是否笔误), nor an error of another kind ("an error
# rate", "ошибка округления", 错误率), nor an error word that modifies a noun after it
# ("error bars", "ошибочное решение", 错误的决定), says whose or in what respect the error
# is ("a mistake on its part", "ошибкой со стороны OpenAI", "неверно с точки зрения
# маркетинга", 战略上的错误), rules one out ("ошибка исключена", "ошибки быть не может"),
# or judges what was done, not the figure: a mistake that was ("OpenAI shipped Sol with
# 386 million parameters, which was a mistake", "…, что было ошибкой"; "which was a typo"
# is the figure's), a mistake one makes (…，这是一个错误, 这是一个明显的错误; 这是错误的,
# 这个数字是一个错误 and an error of a kind a figure makes, 这是一个印刷错误, are the figure's)
_ERROR_ASPECT_EN = r"(?!\s+on\s+(?:\S+\s+){1,2}part(?![\w-]))"
_ERROR_EN = (
    r"(?:an?\s+)?(?:(?:obvious|clear|apparent|evident|simple|plain)\s+)?"
    r"(?:typo|error|mistake)(?![\w-])"
    r"(?!\s+(?:rates?|bars?|margins?|messages?|codes?|terms?|budgets?|ranges?|logs?"
    r"|corrections?|handling|checking|detection|analys[ie]s|estimates?)(?![\w-]))"
    rf"{_ERROR_ASPECT_EN}"
)
_WRONG_EN = rf"(?:wrong|incorrect|erroneous|mistaken)(?![\w-]){_ERROR_ASPECT_EN}"
_ERROR_ASPECT_RU = r"(?!\s+(?:со\s+стороны|с\s+точки\s+зрения)(?![\w-]))"
_ERROR_RU = (
    r"(?:(?:явн|очевидн)\w*\s+)?(?:ошибк|опечатк)\w*(?![\w-])"
    r"(?!\s+(?:округлени|измерени)\w*)"
    r"(?!\s+(?:исключен\w*|(?:быть\s+)?не\s+может|нет)(?![\w-]))"
    rf"{_ERROR_ASPECT_RU}"
)
# a short form or adverb (неверно, ошибочна), or a long form that ends its phrase
_WRONG_RU = (
    r"(?:(?:явн|очевидн)о\s+)?(?:неверн|ошибочн)"
    r"(?:о|а|ы|ен|(?:ое|ый|ая|ые|ого|ой|ым|ом|ую|ых|ыми|ому)(?!\s+[а-яё]))(?![\w-])"
    rf"{_ERROR_ASPECT_RU}"
)
# ... or says it is disputed, as the error's predicate is ("…, which contradicts OpenAI's
# documentation", "…, but that is disputed", "…, что опровергнуто документацией",
# ，该说法已被否定, ，这一数字有争议) or in the figure's own clause ("…9200 个 token 的说法已被
# OpenAI 文档否定", "Утверждение о 9200 токенах опровергнуто документацией OpenAI", "The
# 9200-token figure is disputed"), with no word between that denies it ("which is not
# disputed", "не опровергнуто", 未被否定, 没有争议)
_UNDENIED = (
    r"(?:(?!(?<![\w-])(?:not|never|no|не|нет|ни)(?![\w-])|n['’]t(?![\w-])|[不没沒未无無非否])"
    r"[^,，;；—–(（\n])"
)
_DISPUTED_EN = (
    r"(?:(?:is|are|was|were|has\s+been|have\s+been|remains?)\s+"
    r"(?:(?:widely|hotly|strongly|still|also|officially)\s+)?"
    # debunked, or denied by whom: "…was denied by OpenAI" (not "requests are denied")
    r"(?:disputed|contested|refuted|contradicted|debunked|denied(?=\s+by\s))"
    r"|contradict(?:s|ed))(?![\w-])"
)
# (…, однако компания это опровергает; «Мощность 600 кВт — это неправда», «это фейк»;
# «Информация о 600 кВт не подтвердилась»)
_DISPUTED_RU = (
    r"(?:(?:опровергнут|опроверга|оспорен|оспарива|противореч|неправд)\w*"
    # a fake, not "фейковые запросы"; information not borne out, not "не подтвердило
    # опасений"
    r"|фейк(?:ом)?(?![а-яё])|не\s+подтвердил(?:ась|ось|ись|ся)(?![а-яё]))"
)
# (…，这一说法已被官方否认; 600千瓦的说法不实, not 不实用; 网传…，系谣言)
_DISPUTED_ZH = (
    rf"(?:被|遭到?){_UNDENIED}{{0,16}}?(?:否定|否认|否認|辟谣|闢謠)"
    r"|(?<![没沒无無])不实(?![用际際在惠现現行施时時名])|(?:系|纯属|純屬)谣言|(?:系|純屬)謠言"
    r"|(?<![没沒无無不])(?:有|存在)争议"
    rf"|(?:与|和|同){_UNDENIED}{{0,16}}?矛盾"
)
_CALLED_WRONG_RE = lazy_compile(
    # the rest of the figure's clause, then its break
    r"[^,，;；—–(（\n]{0,48}?\s*(?:"
    # "…, which is a typo", "…, this is clearly wrong", "…, but that is disputed"
    r"[,—–]\s*(?:(?:but|though|although|yet|and)\s+)?(?:which|this|that|it)\s+(?:"
    r"(?:is|was(?!\s+(?:[\w-]+\s+){0,3}?mistakes?(?![\w-]))|must be|seems)\s+"
    r"(?:(?:clearly|obviously|plainly|simply|just|probably|likely|surely)\s+)?"
    rf"(?:{_ERROR_EN}|{_WRONG_EN})(?!\s+to(?![\w-]))"  # not "it is wrong to say otherwise"
    rf"|{_DISPUTED_EN})"
    # "— это явная ошибка", ", что является опечаткой", ", что опровергнуто"
    # (and "…, однако компания это опровергает": a subject before это)
    r"|[,—–]\s*(?:(?:но|и|а|однако)\s+)?(?:(?:[^\W\d_][\w-]*\s+)?это|что)\s+"
    r"(?:(?:(?:является|(?:являлось|было|был[аи]?)"
    r"(?!\s+(?:[\w-]+\s+){0,2}?ошибк))\s+)?"
    r"(?:(?:просто|скорее\s+всего|конечно)\s+)?"
    rf"(?:{_ERROR_RU}|{_WRONG_RU})|(?:(?:уже|было|был[аи]?)\s+)?{_DISPUTED_RU})"
    # ，这显然是图片说明的笔误, ，这一数字有误, ，这是错误的, ，该说法不实
    # (a bare 这 that is 一个…错误 is what was done: no 个 before 错误 unless a noun
    # says the subject is the figure, 这个数字是一个错误)
    r"|[，,]\s*(?:这|此|该)(?:一|个)?(?P<figure>数字|数据|说法|数值)?"
    # (not 这一说法未被否认, 无人否认; 无疑 and 未免 are adverbs that call it so)
    r"(?:(?![不没沒非否]|未(?!免)|[无無](?!疑))[\u4e00-\u9fff]){0,2}?"
    r"(?:是(?!否)(?:(?![不没非])[^，,。；;]){0,10}?笔误"
    r"|是(?!否)(?:(?![不没非])(?(figure)|(?!个))[^，,。；;]){0,10}?"
    r"(?<!上的)错误(?!率|的[\u4e00-\u9fff])"
    # an error of a kind only a figure makes: 这是一个印刷错误, 单位错误, 换算错误
    r"|是[^，,。；;]{0,6}?(?:印刷|翻译|排版|数字|单位|计算|换算|录入)错误"
    rf"|有误|不实|错了|{_DISPUTED_ZH})"
    # an appositive right after the figure: "…, an obvious error", "(a typo)", "— явная
    # опечатка", "(disputed)"
    rf")|\s*[,，—–(（]\s*(?:{_ERROR_EN}|{_ERROR_RU}|笔误|(?:disputed|contested)(?![\w-])|有争议"
    r"|(?:系|纯属|純屬|是)(?:谣言|謠言))"
    # the dispute in the figure's own clause
    rf"|{_UNDENIED}{{0,48}}?(?:\s+(?:{_DISPUTED_EN}|{_DISPUTED_RU})|{_DISPUTED_ZH})",
    re.IGNORECASE,
)
_CALLED_WRONG_REACH = 160  # characters after a figure that _CALLED_WRONG_RE may need


def called_wrong(text: str, end: int, stop: int) -> bool:
    """Whether the sentence that ends at ``stop`` calls the figure that ends at ``end`` of
    ``text`` an error or disputed (_CALLED_WRONG_RE): it states the figure's dispute."""
    # a bounded slice: a paragraph of thousands of figures may be one sentence
    return (
        _CALLED_WRONG_RE.match(simplified(text[end : min(stop, end + _CALLED_WRONG_REACH)]))
        is not None
    )


# How far a sentence's hedges reach: a cue hedges the figures after it and those before
# it ("Sol has 3 trillion parameters, analysts estimate"; "…, though it may only be an
# estimate"; "…, and may ship in June, analysts say"), but a modal, or a condition's
# "if", in a clause of its own after the figure speaks of that clause, not of the figure:
# a predicate joined by a conjunction, after a few words of its own subject ("Sol has 3
# trillion parameters and may ship in June", "…, and OpenAI may publish more later",
# "…, while its price is estimated to fall", "…, и модель может выйти в июне", "…, хотя
# доступ, возможно, будет ограничен", "…, поэтому ответы могут приходить быстрее",
# …，并有望在6月上线, …，但具体价格可能还会调整, …，OpenAI或将公布更多细节; a bare comma
# before 可能, 有望, 预计 too, as Chinese joins a predicate, but not 可能是, "may be", which
# may say what the figure is, nor 或将 right after the comma, as often "or" and a verb:
# …，或将一个网络层分配到一个晶圆上的估计), or a condition that the clause after it answers
# (…，如果需要私有部署，请联系销售; "…, and if you need more, contact sales", "…, а если
# нужно больше, то…", "…, if so, then…"; a bare ", if …," may be the figure's own
# condition and reaches it); a longer subject, or a condition set off by commas before
# the clause, when neither holds a word that may speak of the figure and the modal does
# not compare it either ("…, and the new European data centre in Norway may open in
# June", "…, and when it ships, developers may try it", "…, и когда она выйдет,
# разработчики могут…", …，而位于挪威奥斯陆郊外新建成的欧洲大型数据中心可能…; not "…, but
# the count analysts gave in their report may be lower", "…, and when it ships, its real
# size may surprise people").  Not when the clause speaks of the figure: its subject is
# the figure ("but this has not been confirmed", "though the real count may be lower",
# "но подсчёт может быть неточен", 但这一数字…), the modal disputes it or says it is not
# confirmed ("though OpenAI might dispute that", "but OpenAI would not comment", "хотя
# OpenAI может это опровергнуть", 但官方可能不会证实), or, with no subject of its own or
# the figure's ("it"), compares it or calls it wrong ("but it may have fewer", "…, а
# может, и больше", …，也可能更多, …，可能有误; not "and GPT-6 may have more", 价格可能
# 更高).  A full stop or a semicolon already ends the sentence (kb.markdown_text).
_MODAL_EN = (
    r"may|might|could|would|(?:will )?(?:likely|probably)"
    r"|(?:is|are|was|were) (?:expected|likely|estimated) to"
)
_MODAL_RU = (
    r"может|могут|мог(?:ла|ло|ли)?|возможно|вероятно|предположительно|скорее всего|наверное"
    r"|видимо|ожида\w*"
)
_MODAL_ZH = (
    r"(?:[将會会])?(?:可能|有望|预计|預計|或许|或許|也许|也許|(?<!不)[应應][该該当當](?=有))"
    r"(?![是为為])"
)
# ... a subject that is the figure, or the figure's (a pronoun, or none)
# (the words a remark's subject shares: _REMARK_SUBJECT_RE)
_DEMONSTRATIVE_EN = r"this|that|these|those"
_FIGURE_THING_EN = r"parameter|wafer|layer"  # what a figure counts (and a remark names)
_FIGURE_KIND_EN = rf"real|exact|actual|{_FIGURE_THING_EN}"
_FIGURE_NOUN_EN = r"figures?|numbers?|counts?|estimates?|totals?"
_FIGURE_SUBJECT_EN = (
    rf"(?:(?:{_DEMONSTRATIVE_EN}|which|the|its|both|such|all)\s+)?"
    rf"(?:(?:{_FIGURE_KIND_EN}|true|official)\s+)?(?:{_FIGURE_NOUN_EN}|data)\s+"
    rf"|(?:{_DEMONSTRATIVE_EN}|which)\s+"
)
_OWN_SUBJECT_EN = r"(?:(?:it|they|also|then|still)\s+)*"
_FIGURE_SUBJECT_RU = (
    r"(?:(?:это|эта|этот|эти|эту|их|данн\w+|фактическ\w+|реальн\w+|точн\w+|сам\w*)[,\s]+)?"
    r"(?:цифр\w*|числ\w*|оценк\w*|данн\w*|сведени\w*|количеств\w*|подсч[её]т\w*"
    r"|параметр\w*)[,\s]+"
    r"|(?:это|что|котор\w*)[,\s]+|(?:[\w-]+[,\s]+){0,2}(?:больше|меньше)[,\s]+"
)
_OWN_SUBJECT_RU = (
    r"(?:(?:она|он|оно|они|их|также|ещё|еще|тоже|и|не|даже|на деле|на самом деле)[,\s]+)*"
)
_FIGURE_VALUE_ZH = r"数字|數字|数据|數據|数值|數值"  # (and a remark's: _REMARK_SUBJECT_RE)
_FIGURE_NOUN_ZH = rf"{_FIGURE_VALUE_ZH}|数量|數量|参数量?|參數量?|规模|規模"
_FIGURE_SUBJECT_ZH = (
    rf"(?:这一?个?|這一?個?|该|該|此|其|上述|以上|实际|實際|真实|真實|具体|具體)(?:{_FIGURE_NOUN_ZH})?"
    rf"|(?:{_FIGURE_NOUN_ZH})"
)
_OWN_SUBJECT_ZH = r"(?:其|它|甚至|实际上|實際上)?"
_CONJUNCTION_ZH = r"(?:并且|而且|并|並|且|还|還|也|但是|但|不过|不過|而)"
# ... what a modal says of the figure, whoever says it: that it is disputed or not
# confirmed
_DISPUTED_EN = (
    r"\s+(?:(?:not|never)\s+)?(?:\w+\s+)?(?:dispute|contest|deny|challenge|revise|correct"
    r"|disprove|refute|question)\w*\s+(?:it|this|that|these|those|the (?:figure|number|count"
    r"|estimate)s?)(?![\w-])|\s+(?:not|never|neither)\s+(?:\w+\s+)?(?:confirm|comment|verify"
    r"|disclose)\w*|\s+(?:be|have been|prove|turn out to be)\s+(?:\w+\s+)?(?:wrong|mistaken"
    r"|off|inaccurate|overstated|understated|overestimated|underestimated|exaggerated|inflated)"
    r"(?![\w-])|\s+(?:have\s+)?(?:over|under)count\w*|\s+err(?![\w-])"
    r"|\s+(?:put|place|peg)\s+(?:it|the (?:figure|number|count))\s+(?:\w+\s+)?(?:lower|higher"
    r"|at)(?![\w-])|\s+(?:\w+\s+){0,2}(?:otherwise|differently)(?![\w-])|\s+disagree(?![\w-])"
)
_DISPUTED_RU = (
    r"[,\s]+(?:не\s+)?(?:это|этого|эти|их)\s+(?:оспор|опроверг|подтверд|пересмотр|исправ"
    r"|проверить)\w*|[,\s]+не\s+(?:\w+\s+)?(?:подтверд|прокомментир|раскры)\w*"
    r"|[,\s]+(?:ошиб\w*|быть\s+(?:\w+\s+)?(?:неверн\w*|неточн\w*|ошибочн\w*|завыш\w*"
    r"|заниж\w*))"
    # "могут не согласиться", "могут с этим не согласиться", "может возразить", "оспорить"
    # at the clause's end (not "могут не согласиться работать бесплатно", "могут оспорить
    # счёт в суде": something else)
    r"|[,\s]+(?:с\s+(?:этим|этой|ним|ней|ними)\s+)?(?:не\s+согласи|возраз|оспор)\w*"
    r"(?=\s*(?:[.,;:!?…)»]|$))"
)
_DISPUTED_ZH = (
    r"(?:会|會)?(?:并|並)?(?:否认|否認|反驳|反駁|有误|有誤|出错|出錯|高估|低估|不同意|反对|反對)"
    r"|(?:[不没沒未]|并不|並不|永远不|永遠不)[^，,。]{0,3}?"
    r"(?:证实|證實|确认|確認|公布|承认|承認|披露|准确|準確)|得到[^，,。]{0,4}?(?:证实|證實|确认|確認)"
)
# ... and, of the figure's own clause, more, fewer, other or wrong
_COMPARED_EN = (
    r"\s+(?:(?:be|have|has|actually|even|well|only|just|also|turn out to be|prove|put it"
    r"|place it|peg it|find|count|report|show|come in)\s+){0,2}"
    r"(?:(?:far|much|slightly|even|a little|a lot|many)\s+)?"
    r"(?:more|fewer|less|lower|higher|larger|smaller|bigger|wrong|off|inaccurate|overstated"
    r"|understated|overestimated|underestimated|exaggerated|revised|as (?:few|many|much) as"
    r"|vary|differ)(?![\w-])"
)
_COMPARED_RU = (
    r"[,\s]+(?:(?:и|быть|оказаться|даже|ещё|еще|насчитать|найти|показать)[,\s]+){0,2}"
    r"(?:больше|меньше|выше|ниже|иначе"
    r"|неточн\w*|ошиб\w*|отлича\w*|завыш\w*|заниж\w*)(?![\w-])"
)
_COMPARED_ZH = (
    r"(?:会|會|还|還|被|是)?(?:更多|更少|更高|更低|更大|更小|偏高|偏低|有误|有誤|不准|高估|低估|夸大"
    r"|不同|有所不同|有出入|误差|誤差|偏差)"
)
_CONDITION_ZH = r"(?P<if_zh>如果|假如|要是|若(?![干羌狂愚]))[^，,。；;]*[，,]\s*[^\s，,]"
_CLAUSE_ZH = r"[^\s，,。；;！？!?]"


def _after_a_conjunction(
    name: str,
    conjunctions: str,
    gap: str,
    word: str,
    most: int,
    language: tuple[str, str, str, str, str],
    longer: tuple[int, str, str],
) -> str:
    """The clauses of their own of English or Russian (_DETACHED_RE): a conjunction, then
    a subject of its own of at most ``most`` words and a modal that does not dispute the
    figure (group ``name``; when the subject holds a word that may speak of the figure, a
    modal that does not compare it either: group ``name``_figure, "while user counts may
    triple", not "but the count analysts gave may be lower"), or no subject of its own
    (or the figure's) and a modal that neither disputes nor compares it (group
    ``name``_own), or a longer subject of its own and a modal that neither disputes nor
    compares it (group ``name``_long), or a condition set off by commas, then a subject of
    its own and a modal that neither disputes nor compares it (group ``name``_when); a
    longer subject, a condition and the subject after it hold none of the words that may
    speak of the figure.  ``gap``: what stands between words; ``language``: its figure's
    subjects, own subjects, modals, disputes, compares; ``longer``: the words a longer
    subject or a condition has at most, the words that may speak of the figure, the words
    that open a condition."""
    figure, own, modal, disputed, compared = language
    longest, figure_words, conditions = longer
    plain = rf"(?!(?:{figure_words}|{modal})(?![\w'’-])){word}"  # speaks of no figure
    longer_subject = rf"(?:{plain}{gap}){{{most + 1},{longest}}}?"
    doubts_not = rf"(?![{LETTER}])(?!{disputed}|{compared})"
    return (
        # from the first of a run of spaces only (or after the "then " or "то " that ends a
        # condition's match): tried at each, a long run took the square of its length
        rf"(?:,|(?<!\s)|(?<=then\s)|(?<=то\s))\s+(?:{conjunctions}){gap}"
        rf"(?:(?!(?:{figure})(?:{modal}))(?!{own}(?:{modal}))"
        rf"(?:(?:{plain}{gap}){{1,{most}}}?(?P<{name}>{modal})(?![{LETTER}])(?!{disputed})"
        rf"|(?:{word}{gap}){{1,{most}}}?(?P<{name}_figure>{modal}){doubts_not})"
        rf"|{own}(?P<{name}_own>{modal}){doubts_not}"
        rf"|{longer_subject}(?P<{name}_long>{modal}){doubts_not}"
        rf"|(?:{conditions})(?:\s+{plain}){{1,{longest}}}?\s*,\s*"
        rf"(?!(?:{figure})(?:{modal}))(?!{own}(?:{modal}))"
        rf"(?:{plain}{gap}){{1,{longest}}}?(?P<{name}_when>{modal}){doubts_not})"
    )


# ... a longer subject of its own, or a condition before the clause, holds none of the
# words that may speak of the figure ("and the new European data centre in Norway may
# open in June", "and when it ships, developers may try it"; not "but the count analysts
# gave in their report may be lower", "and when OpenAI confirms this, prices may fall")
_FIGURE_WORDS_EN = (
    r"this|that|these|those|which|who|figures?|numbers?|counts?|estimat\w*|totals?|sizes?"
    r"|parameters?|data(?!\s+cent(?:re|er))|confirm\w*|verif\w*|disclos\w*"
)
_FIGURE_WORDS_RU = (
    r"это|эта|этот|эти|этого|этой|этих|котор\w*|цифр\w*|числ\w*|оценк\w*|данн\w*|подсч\w*"
    r"|количеств\w*|параметр\w*|сведени\w*|подтвер\w*|раскр\w*"
)
_FIGURE_WORDS_ZH = (
    r"[这這该該此其]|数字|數字|数量|數量|数[据據](?!中心)|数值|數值|参数|參數|规模|規模|估"
    r"|证实|證實|确认|確認|披露"
)
_CONDITIONS_EN = (  # not "once again", "after all"
    r"when|whenever|once(?!\s+(?:again|more)(?![\w-]))|after(?!\s+all(?![\w-]))|before|until"
    r"|as soon as"
)
_CONDITIONS_RU = r"когда|как только|после того,? как|пока|до того,? как"


_DETACHED_RE = lazy_compile(
    # English and Russian: a conjunction, a subject of its own, the modal
    _after_a_conjunction(
        "en",
        "and|but|while|so|whereas|although|though|yet",
        r"\s+",
        r"[\w'’.-]+",
        6,
        (_FIGURE_SUBJECT_EN, _OWN_SUBJECT_EN, _MODAL_EN, _DISPUTED_EN, _COMPARED_EN),
        (12, _FIGURE_WORDS_EN, _CONDITIONS_EN),
    )
    + "|"
    + _after_a_conjunction(
        "ru",
        "и|но|а|хотя|однако|поэтому|так что",
        r"[,\s]+",
        r"[\w-]+",
        3,
        (_FIGURE_SUBJECT_RU, _OWN_SUBJECT_RU, _MODAL_RU, _DISPUTED_RU, _COMPARED_RU),
        (10, _FIGURE_WORDS_RU, _CONDITIONS_RU),
    )
    # Chinese: the same, and a bare comma before the modal; a longer subject (17 to 32
    # characters) speaks of none of the figure's words
    + rf"|[，,]\s*{_CONJUNCTION_ZH}?\s*"
    rf"(?!{_CONJUNCTION_ZH}|(?:{_FIGURE_SUBJECT_ZH})\s*(?:还|還|也|都|仍)?(?:{_MODAL_ZH})"
    rf"|{_OWN_SUBJECT_ZH}(?:{_MODAL_ZH}))"
    rf"(?:[^，,。；;！？!?]{{1,16}}?(?P<zh>{_MODAL_ZH})|[^，,。；;！？!?]{{1,16}}?(?P<or_zh>或[将將])"
    rf"|(?:(?!{_FIGURE_WORDS_ZH}|{_MODAL_ZH})[^，,。；;！？!?]){{17,32}}?(?P<zh_long>{_MODAL_ZH})"
    rf"(?!{_COMPARED_ZH}))"
    rf"(?!{_DISPUTED_ZH})(?=\s*{_CLAUSE_ZH})"
    rf"|[，,]\s*{_CONJUNCTION_ZH}?\s*{_OWN_SUBJECT_ZH}(?P<zh_own>{_MODAL_ZH})"
    rf"(?!{_DISPUTED_ZH}|{_COMPARED_ZH})(?=\s*{_CLAUSE_ZH})"
    # a condition and the clause that answers it
    rf"|,\s+(?:and|but)\s+(?P<if_and>if)\s[^,]*,\s*\w|,\s+(?P<if_then>if)\s[^,]*,\s*then\s"
    rf"|,\s+(?:(?:а|но|и)\s+)?(?P<if_to>если)\s[^,]*,\s*то\s"
    rf"|,\s+(?:а|но)\s+(?P<if_ru>если)\s[^,]*,\s*\w"
    rf"|[，,]\s*(?:但是|但|而|那么)?\s*{_CONDITION_ZH}",
    re.IGNORECASE,
)
# An aside's modals ("Sol, which may cost more, has 3 trillion parameters", "…, which
# will likely ship in June, …", "…, which runs faster if batched, …") reach no figure
# after it; its other doubts do ("The number, which OpenAI has not confirmed, is 3T")
_ASIDE_RE = lazy_compile(r",\s+(?:which|who|котор\w+)\s[^,]*,", re.IGNORECASE)
_ASIDE_MODAL_RE = lazy_compile(
    rf"(?<![{LETTER}])(?:{_MODAL_EN}|{_MODAL_RU}|if|perhaps|maybe|expected to|reportedly"
    rf"|allegedly|apparently|если)(?![{LETTER}])|{_MODAL_ZH}|如果",
    re.IGNORECASE,
)
# A view set against what the sentence states, to the clause's end: its doubt is not the
# sentence's ("Sol has 3 trillion parameters, contrary to what many assumed", "…, whether
# OpenAI admits it or not", "…, even if OpenAI will not say so", "Вопреки прогнозам, у
# Sol…", "Признает ли это OpenAI или нет, у Sol…", 不管 OpenAI 是否承认，Sol 都有…); for a
# figure inside it, it hedges as ever ("Whether or not Sol has 3 trillion parameters, it
# is fast", "Even if Sol has 3 trillion parameters, …"). Concessions (although, 尽管,
# несмотря на) are no such view: "…，尽管这一数字尚未得到官方确认" doubts the figure.
_CLAUSE_RE = lazy_compile(r"[^,.;:!?，。；：！？]+")
_SET_AGAINST_RE = lazy_compile(
    r"(?<![\w-])(?:contrary to|unlike|regardless of|even if(?!\s+(?:that|this|it)(?![\w-]))"
    r"|вопреки|в отличие от)(?![\w-])"
    r"|不管|无论|無論|不论|不論|不同于|不同於|与(?=[^，,。；;：:！!？?]{1,16}?(?:不同|相反))",
    re.IGNORECASE,
)
# ... and a clause granted either way: "whether … or not" (from "whether"), "… ли … или
# нет" (the whole clause): the word that opens it, and the words that close it
_GRANTED = (
    (
        # not "whether that estimate holds or not", which speaks of the figure
        re.compile(r"(?<![\w-])whether(?![\w-])(?!\s+(?:that|this|these|those|it)(?![\w-]))", re.I),
        re.compile(r" or not(?![\w-])"),
        False,
    ),
    (re.compile(r"(?<![\w-])ли(?![\w-])", re.IGNORECASE), re.compile(r" или нет(?![\w-])"), True),
)
# A question a sentence asks after stating a figure: "Sol has 3 trillion parameters, so
# why is it so fast?", Sol拥有3万亿个参数，为什么还能这么快？, "…, но почему она так быстра?"
_ASKED_AFTER_RE = lazy_compile(
    r",\s+(?:(?:so|but|and|then)\s+)?(?:why|how|what)(?![\w-])"
    r"|[，,]\s*(?:那么|那|但|可|又)?(?:为什么|為什麼|为何|為何|怎么|怎麼|如何)"
    r"|(?:,|\s[—–])\s+(?:(?:но|и|а|так)\s+)?(?:как же|почему|зачем|отчего)(?![\w-])",
    re.IGNORECASE,
)
# ... unless the clause right before it is a question too: "Does Sol have 3 trillion
# parameters, and how many wafers does it use?", Sol 真的有 3 万亿参数吗，为什么…？
_ASKS_ITSELF_RE = lazy_compile(
    r"^\W*(?:does|do|did|is|are|was|were|can|could|will|would|has|have|неужели|разве)"
    r"(?![\w-])|(?<![\w-])ли(?![\w-])|[吗嗎]|是否|能否",
    re.IGNORECASE,
)
_CLAUSE_BREAK_RE = lazy_compile(r"[,;:，；：—–]")
# A cue that speaks of its own clause only, before the figure's: a modal after its
# clause's subject (_MODAL_EN, _MODAL_RU, _MODAL_ZH), or a verb that puts a figure ("The
# launch may slip to July, and Sol has 3 trillion parameters", "Sources put the launch in
# June, and …", "Запуск может состояться в июне, и Sol имеет …", 发布可能推迟到七月，而且 Sol
# 有 …); not a verb of saying or thinking, whose clause may go on in the next ("Sources
# say the launch is in June, and Sol has …"), nor a word that opens the sentence or its
# clause ("Возможно, запуск в июне, и …", 据报道…, 可能…, "If …"): they speak of it all.
# A name right before the cue, its subject, is its clause's too: "Goodson puts the launch
# in June, and Sol has …" credits Goodson with the launch only, as "Sources put …" does
_NAMED = r"(?-i:(?!I\s)[A-ZА-ЯЁ][\w.'’-]*(?:\s+[A-ZА-ЯЁ0-9][\w.'’-]*){0,3}?)"
# (not a doubting word that opens the sentence: "Reportedly Sol may launch in June, and
# Sol has …" hedges it all, as "Reportedly, Sol may …" does)
_OPENING_DOUBT = (
    r"(?!(?i:reportedly|presumably|supposedly|allegedly|apparently|possibly|perhaps|probably"
    r"|likely|maybe|seemingly|purportedly|предположительно|возможно|вероятно|видимо|якобы"
    r"|наверное|по-видимому|кажется)(?![\w-]))"
)
# ... two names joined by "and", и or 和 are one subject ("SemiAnalysis and Goodson put
# the launch in June, and Sol has …" credits neither with the wafers)
_NAMES = rf"{_NAMED}(?:\s+(?:and|и)\s+{_NAMED}|\s*和\s*{_NAMED})?"
_OWN_CLAUSE_CUE_RE = lazy_compile(
    rf"(?:{_OPENING_DOUBT}{_NAMES}\s+)?(?<=[{LETTER}0-9]\s)"
    rf"(?:(?:also\s+)?(?:puts?|pegs?|places?)|{_MODAL_EN}|{_MODAL_RU})(?![{LETTER}])"
    rf"|(?:{_OPENING_DOUBT}{_NAMES})?(?<=[{LETTER}0-9{HAN}])\s*{_MODAL_ZH}",
    re.IGNORECASE,
)
# ... which reaches no clause after it that has a named subject and a verb of having or
# being of its own, a comma and a conjunction apart: a capitalised name right after the
# conjunction ("…, and Sol has", "…, and GPT-5.6 Sol has", "…, а у Sol", "…, и Sol
# имеет", …，而且 Sol 有, …，同时 Sol 拥有); not a pronoun or a common noun, which may
# speak of the figure's thing ("…, and it uses", "…, and each shard has", "…, и модель
# использует", …，同时它部署在, …，而且该模型…), nor words before the subject ("…, and
# in that case it", "…, and at FP8 it", "…, и тогда модель"), nor "…, and the parameter
# count at 3 trillion", which shares the cue's verb, nor "…, and also have …", which
# shares its subject
_OWN_CLAUSE_RE = lazy_compile(
    rf",\s+(?:and|but|while|whereas)\s+{_NAMED}\s+"
    r"(?:has|have|had|is|are|was|were|uses|used|runs|ran|needs|requires|contains|holds|spans)"
    r"(?![\w'’-])"
    rf"|,\s+(?:и|а|но)\s+(?:у\s+{_NAMED}(?![\w-])|{_NAMED}\s+"
    r"(?:имеют|имеет|использу[ею]т|требу[ею]т|содержит|содержат|занимает|занимают|работает"
    r"|работают)(?![\w-]))"
    r"|[，,]\s*(?:而且|并且|同时|但是|但|而)\s*(?-i:[A-Z][A-Za-z0-9.-]*(?:\s*[A-Z0-9][A-Za-z0-9.-]*){0,2}?)"
    r"(?:还|也|则)?\s*(?:拥有|有|使用|采用|需要|部署在|运行在)",
    re.IGNORECASE,
)
# ... and a claim said false (_RUMOUR_ZH), the one named (…的说法, 这一说法, 该说法), which
# doubts the figures of its clause, to its comma: not the one the sentence then states in
# its place (关于 Sol 有 2 万亿参数的说法是错误的，Sol 实际有 3 万亿参数; after a colon,
# 以下说法是错误的：…, the claims it lists; not 有说法…, 据一种说法…, which tell of one);
# nor a lead-in's, which the figure after it is (下面这种说法是错误的，…), nor one the
# clause after the comma tells (…纯属谣言，称 Sol 有…, …，也就是说 Sol 有…, 即, 指).  So
# do "claim" and заявление, credit verbs in their stead: "The claim that Sol has 2
# trillion parameters is wrong, and Sol has 3 trillion", "Заявление о том, что …, ложно,
# и у Sol …"; not "Sources claim that …, and …", which says nothing false, nor "Analysts
# claim that the estimate is wrong, and …", a verb; and so do a rumour said false ("The
# rumour that Sol launches in June is false, and …", "Слух о том, что …, ложный, а у Sol
# …", 关于 Sol 六月发布的传言不实，…; not "Rumours say …, and …") and a claim or rumour
# denied (_DENIED_CLAIM_EN).  The cue (its group "said") is the word of the claim, or the
# words of the denial to its comma (which the last branch, "(?<=,)", then ends).
_SAID_FALSE_LEAD = "(?<![0-9万亿千百十个])(?:下面|以下|如下)"  # (not 2 万亿以下, "below")
# "claim" the noun, after a word that determines it or opening the sentence; not the
# verb ("Analysts claim that …")
_CLAIM_NOUN = (
    r"(?:^|(?i:(?<=\bthe\s)|(?<=\bthis\s)|(?<=\bthat\s)|(?<=\bthese\s)|(?<=\bthose\s)"
    r"|(?<=\bsuch\s)|(?<=\bits\s)|(?<=\bhis\s)|(?<=\bher\s)|(?<=\btheir\s)|(?<=['’]s\s)))"
)
_SAID_FALSE_EN = (
    r"(?:\s+that\s+[^,;:!?]*?)?\s+(?:is|are|was|were)\s+"
    r"(?:(?:simply|just|plainly|completely|totally|entirely|flatly)\s+)?"
    r"(?:wrong|false|untrue|incorrect|mistaken|baseless|unfounded)\s*,"
)
_SAID_FALSE_RU = (
    r"(?:\s+о\s+том)?,\s+что\s+[^,;:!?]*?,\s+(?:было\s+|оказалось\s+)?"
    r"(?:ложн|неверн|ошибочн|необоснованн)[а-яё]*\s*,"
)
# ... and a claim or rumour denied, to its comma: "OpenAI denied the claim that Sol
# launches in June, and Sol has …", "OpenAI denies the rumours, and …"; the verb as a
# statement makes it, past or present, never its bare form, which follows what grants or
# leaves the claim open ("did not deny", "refused to deny", "has yet to deny", "would
# neither confirm nor deny"), nor after "not", "never", "neither" or "nor"
_DENIED_CLAIM_EN = (
    r"(?<!not )(?<!n[’']t )(?<!never )(?<!neither )(?<!nor )"
    r"(?:den(?:ies|ied)|refut(?:es|ed)|reject(?:s|ed)|dismiss(?:es|ed)|debunk(?:s|ed))\s+"
    r"(?:the|this|that|these|those|such)\s+(?:claims?|rumou?rs?)(?:\s+that\s+[^,;:!?]*?)?\s*,"
)
_SAID_FALSE_RE = lazy_compile(
    rf"(?P<said>(?:(?<=[的该此])(?<!{_SAID_FALSE_LEAD}[的该此])"
    rf"|(?<=这一|这种|这个|上述|那种|那个)(?<!{_SAID_FALSE_LEAD}(?:这一|这种|这个|那种|那个)))"
    rf"(?:说法|传言|传闻)|{_CLAIM_NOUN}(?i:claims?|rumou?rs?)|(?<![\w-])(?i:заявлени[ея]|слух[иа]?)"
    rf"|(?<![\w-])(?i:{_DENIED_CLAIM_EN}))"
    rf"(?:(?<=[法言闻])(?=(?:{_RUMOUR_CONFIRMED_ZH})?{_FALSE_ZH})[^，,。；;：:！？!?]*[，,]"
    r"(?!\s*(?:称|即|也就是说|说|认为|指))"
    rf"|(?<=[a-z])(?i:{_SAID_FALSE_EN})|(?<=[а-я])(?i:{_SAID_FALSE_RU})|(?<=,))"
)


class Reach:
    """Which of a sentence's hedges stand for which of its figures (_DETACHED_RE,
    _ASIDE_RE, _SET_AGAINST_RE, _ASKED_AFTER_RE).  Each is found once per sentence, in
    time linear in its length: a paragraph of no full stop is one sentence."""

    def __init__(self, sentence: str) -> None:
        self.sentence = sentence
        # the clauses of their own: where each starts, and the span of its modal or "if"
        detached = []
        for m in _DETACHED_RE.finditer(sentence):
            cue = next(name for name, found in m.groupdict().items() if found is not None)
            detached.append((m.start(), m.span(cue)))
        self._detached_at = [start for start, _ in detached]
        self._detached = [cue for _, cue in detached]
        # the modals of the asides, by the aside's end
        asides = sorted(
            (aside.end(), modal.span())
            for aside in _ASIDE_RE.finditer(sentence)
            for modal in _ASIDE_MODAL_RE.finditer(sentence, aside.start(), aside.end())
        )
        self._aside_ends = [end for end, _ in asides]
        self._aside_modals = [modal for _, modal in asides]
        self._set_against = list(self._views_set_against())
        # the cues of their own clause only, and where their reach ends: where the next
        # clause of its own begins, or a claim said false's comma; a cue reaches as far as
        # any before it, so that those out of reach of a figure are the first few
        folded = simplified(sentence)
        clauses = [m.start() for m in _OWN_CLAUSE_RE.finditer(folded)]
        own = sorted(
            [
                *(
                    (m.span(), clauses[after])
                    for m in _OWN_CLAUSE_CUE_RE.finditer(folded)
                    if (after := bisect_left(clauses, m.end())) < len(clauses)
                ),
                *((m.span("said"), m.end()) for m in _SAID_FALSE_RE.finditer(folded)),
            ]
        )
        self._own_clause_cues = [span for span, _ in own]
        self._own_clause_ends = list(accumulate((end for _, end in own), max))
        breaks = [m.start() for m in _CLAUSE_BREAK_RE.finditer(sentence)]
        self._asked_after = []
        for m in _ASKED_AFTER_RE.finditer(sentence):
            before = bisect_left(breaks, m.start())
            clause = breaks[before - 1] + 1 if before else 0
            if not _ASKS_ITSELF_RE.search(sentence[clause : m.start()].strip(" ,，")):
                self._asked_after.append(m.start())
        self._kinds: dict[tuple[bool, bool, bool, bool], str] = {}

    def _views_set_against(self) -> Iterator[tuple[int, int]]:
        """The (start, end) of each view set against the figure or granted either way
        (_SET_AGAINST_RE, _GRANTED), at most one a clause, to the clause's end."""
        for clause in _CLAUSE_RE.finditer(self.sentence):
            start, end = clause.span()
            opened = _SET_AGAINST_RE.search(self.sentence, start, end)
            if opened:
                yield opened.start(), end
                continue
            for opening, closing, whole in _GRANTED:
                either_way = closing.search(self.sentence, start, end)
                granted = either_way and opening.search(self.sentence, start, either_way.start())
                if granted:
                    yield (start if whole else granted.start()), end
                    break

    def asks_after(self, end: int) -> bool:
        """Whether the sentence asks its question in a clause after the figure that ends
        at ``end``, having stated it: a question mark does not make the figure a
        question then."""
        return bool(self._asked_after) and self._asked_after[-1] >= end

    def hedging(self, start: int, end: int, *, within: bool = True) -> str:
        """The sentence as its hedges stand for the figure at ``start``..``end``: up to the
        question it asks after the figure, without the modals of clauses of their own
        after the figure and of asides before it, the views set against it, nor the cues
        of clauses of their own before its clause (when it stands ``within`` the sentence)."""
        n = len(self.sentence)
        # (up to the last question after it: one text for the figures before it)
        stop = self._asked_after[-1] if self.asks_after(end) else n
        after = bisect_left(self._detached_at, end)
        before = bisect_right(self._aside_ends, start)
        inside = bisect_right(self._set_against, (start, n)) - 1
        if inside >= 0 and self._set_against[inside][1] <= start:
            inside = -1  # the figure is in no view set against it
        # each kind of blank holds on one stretch: the detached modals from the first
        # clause after the figure on, the asides' modals up to the last aside before it,
        # the views set against it but the one it is in; the text is pieced from the
        # sentence blanked so in each stretch, so that a paragraph with thousands of
        # figures and clauses is not blanked anew for each figure
        detached = self._detached_at[after] if after < len(self._detached_at) else n
        asides = self._aside_ends[before - 1] if before else 0
        own = self._set_against[inside] if inside >= 0 else (n, n)
        # (the cues of their own clause whose reach ends before it)
        ended = bisect_right(self._own_clause_ends, start) if within else 0
        clauses = self._own_clause_cues[ended][0] if ended < len(self._own_clause_cues) else n
        cuts = sorted({0, detached, asides, *own, clauses, stop})
        pieces = []
        for cut, next_cut in zip(cuts, cuts[1:], strict=False):
            if cut >= stop:
                break
            kind = (cut < asides, cut >= detached, not own[0] <= cut < own[1], cut < clauses)
            pieces.append(self._blanked(kind)[cut:next_cut])
        return "".join(pieces)

    def leading(self) -> str:
        """The sentence as its hedges stand for the figures after it that it leads: a
        lead-in's, whose cues all stand before them ("Whether you like it or not, the
        summary:")."""
        n = len(self.sentence)
        return self.hedging(n, n, within=False)

    def noting(self) -> str:
        """The sentence as its hedges stand for a figure before it that it remarks on or
        notes, up to the question it asks having said something ("the rumours were
        confirmed, so why did OpenAI stay silent?" says that they were; "were these
        rumours ever confirmed, and why …?" asks it)."""
        said = self.leading()
        return said[: self._asked_after[0]] if self._asked_after else said

    def _blanked(self, kind: tuple[bool, bool, bool, bool]) -> str:
        """The sentence with the asides' modals, the detached modals, the views set
        against and the cues of their own clause blanked, as ``kind`` says of each (made
        once per kind)."""
        text = self._kinds.get(kind)
        if text is None:
            chosen = (self._aside_modals, self._detached, self._set_against, self._own_clause_cues)
            spans = sorted(
                span for wanted, group in zip(kind, chosen, strict=True) if wanted for span in group
            )
            pieces, at = [], 0
            for s, e in spans:
                if max(s, at) < e:
                    pieces += [self.sentence[at : max(s, at)], " " * (e - max(s, at))]
                    at = e
            text = self._kinds[kind] = "".join([*pieces, self.sentence[at:]])
        return text


def _bounded(pattern: str) -> str:
    return rf"(?<![{LETTER}])(?:{pattern})(?![{LETTER}])"


def _phrase(cue: str) -> str:
    """A user's cue, as a literal phrase of whole words (spaces match any run of spaces)."""
    return whole_words(r"\s+".join(re.escape(part) for part in cue.split()), cue)


def _compiled(cues: dict[str, tuple[str, ...]], extra: tuple[str, ...]) -> re.Pattern[str]:
    """The cues as one pattern: the same alternatives, in the same order, as one bounded
    group per word cue ``_bounded(p1)|_bounded(p2)|...``: sharing the word-boundary
    lookbehind tests it once per offset instead of once per cue, and the leading lookahead
    naming every first character lets ``re`` skip the other offsets in C (ten times
    faster, the same first match)."""
    words = "|".join(f"(?:{p})" for lang in ("en", "ru") for p in cues[lang])
    parts = [_bounded(words), *cues["zh"], *(_phrase(cue) for cue in extra)]
    firsts = [
        *(_first_characters(p) for lang in ("en", "ru", "zh") for p in cues[lang]),
        *({cue[0]} for cue in extra),  # a phrase, matched as written
    ]
    known = [found for found in firsts if found is not None]
    if len(known) < len(firsts):  # a cue that may start with any character: no lookahead
        return lazy_compile("|".join(parts), re.IGNORECASE)
    ahead = re.escape("".join(sorted(set().union(*known))))
    return lazy_compile(f"(?=[{ahead}])(?:{'|'.join(parts)})", re.IGNORECASE)


def _blanked(pattern: re.Pattern[str], text: str) -> str:
    """``text`` with what ``pattern`` finds in it, read in Simplified characters, blanked
    by as many spaces (its other characters as the page writes them)."""
    kept, last = [], 0
    for m in pattern.finditer(simplified(text)):
        kept += [text[last : m.start()], " " * (m.end() - m.start())]
        last = m.end()
    return "".join([*kept, text[last:]])


# What may stand before a cue's first character in its pattern: a lookbehind, which
# matches nothing ("(?<!unlike )outside"), or a group's flags ("(?-i:may)")
_MATCHES_NOTHING_RE = lazy_compile(r"\(\?<[!=][^()]*\)|\(\?-?i:(?=.*\)$)")


def _top_level_alternatives(pattern: str) -> int:
    """How many alternatives ``pattern`` has outside its groups (``a|b`` 2, ``(?:a|b)c``
    1): escapes and character classes (``[|(]``) open and close nothing."""
    depth, count, at = 0, 1, 0
    while at < len(pattern):
        ch = pattern[at]
        if ch == "\\":
            at += 2
            continue
        if ch == "[":  # to the class's closing "]" (one right after "[" or "[^" is in it)
            at += 2 if pattern.startswith("[^", at) else 1
            at += pattern.startswith("]", at)
            while at < len(pattern) and pattern[at] != "]":
                at += 2 if pattern[at] == "\\" else 1
        elif ch in "()":
            depth += 1 if ch == "(" else -1
        elif ch == "|" and depth == 0:
            count += 1
        at += 1
    return count


def _first_characters(cue: str) -> set[str] | None:
    """The characters a cue's match may start with ("m" of ``(?-i:may)``, "o", "e" and "t"
    of ``(?<!unlike )(?:outside|external|third[- ]party) analysts``), or None when its
    pattern may start with a class, an escape or an optional part, or has alternatives
    outside its groups (``(?:abc)|xyz``: only the first one's opening is read; write
    ``(?:abc|xyz)``).  Patterns are not parsed by a library here: ``re``'s own parser is
    private, and a cue's opening is all that is read."""
    if _top_level_alternatives(cue) > 1:
        return None
    body = cue.lstrip()
    while m := _MATCHES_NOTHING_RE.match(body):
        body = body[m.end() :]
    if not body.startswith("(?:"):
        first = body[:1]
        return None if not first or first in "\\([.^$|?*+{" else {first}
    depth, alternatives, start, at = 0, [], 3, 0
    while at < len(body):  # the group's own alternatives, to its closing ")"
        ch = body[at]
        if ch == "\\":
            at += 2  # an escaped character opens and closes nothing
            continue
        depth += (ch == "(") - (ch == ")")
        if depth == 1 and ch == "|" or depth == 0:
            alternatives.append(body[start:at])
            start = at + 1
        if depth == 0:
            break
        at += 1
    if depth or body[at + 1 : at + 2] in ("?", "*", "{"):
        return None  # unclosed, or optional: what follows it may start the match
    firsts: set[str] = set()
    for alternative in alternatives:
        found = _first_characters(alternative)
        if found is None:
            return None
        firsts |= found
    return firsts


# A remark right after a figure's sentence that calls the figure an estimate: what follows
# a semicolon, when its subject is the figure and its predicate, within a few words of it,
# calls the figure an estimate or unconfirmed ("Sol has 3 trillion parameters; this is an
# estimate", "…; the figure is an estimate by SemiAnalysis", …；这一数字只是估算, "…; это
# лишь оценка"), and the next sentence when it says that and nothing else ("Sol has 3
# trillion parameters. This is an estimate by SemiAnalysis."; not "… The price may fall.",
# whose subject is another, nor "… This may make it slow." or "… This may be the largest
# model", a modal that speaks of something else, nor a sentence that goes on).
# The subject may name what the figure counts: "the wafer count", "the number of wafers",
# "число пластин", 晶圆数, 参数量 (kb.audit then holds the remark to that thing's figures);
# "That's" is "That is"
_FIGURE_THING_RU = r"пластин|параметров|сло[её]в"
_THING_COUNT_ZH = r"(?:晶圆|参数|层)(?:数量|数|量)"  # as read, in Simplified characters
# ... a rumour, in English when a few words after it say whether it was confirmed or true
# ("The rumours were later confirmed false.", "The rumours on Reddit were never confirmed.",
# "Were the rumours ever confirmed?"), as 传言后来被证实为谣言 needs no "these"; not "The
# rumours say it may ship in June." (after "These", "rumours" is the predicate: "These
# rumours on Reddit were never confirmed.")
_RUMOUR_SUBJECT_EN = (
    r"(?:the\s+)?rumou?rs?(?=(?:\s+[\w'’-]+){0,4}?\s+(?:confirmed|verified|true|false)(?![\w-]))"
    # not rumours of something else: "The rumours about a delay were confirmed false.",
    # "The rumours of a delay …", "The rumours Sol uses GPUs were false."
    r"(?!\s+(?:about|of|that|regarding|concerning|over)(?![\w-])|\s+(?-i:[A-Z]))"
)
_REMARK_SUBJECT_RE = lazy_compile(
    r"\s*(?:(?:but|though|however|yet|and|но|однако|хотя|и|а)(?![\w-])[,\s]*"
    r"|(?:但是|但|不过|不過|而)\s*[,，]?\s*)?"
    r"(?:(?:is|are|was|were|has|have|had)\s+)?"  # a question's: "Were these rumours …?"
    rf"(?:(?:(?:(?:{_DEMONSTRATIVE_EN}|the)\s+)(?:(?:{_FIGURE_KIND_EN})\s+)?(?:{_FIGURE_NOUN_EN})"
    rf"(?:\s+of\s+(?:{_FIGURE_THING_EN})s)?|{_DEMONSTRATIVE_EN})(?:['’]s)?(?![\w'’-])"
    rf"|{_RUMOUR_SUBJECT_EN}"
    r"|(?:(?:эт[аои]|этот|эти|данн(?:ая|ое|ые))\s+)?(?:цифр[аы]|числ[оа]|оценк[аи]|данные"
    rf"|количество)(?:\s+(?:{_FIGURE_THING_RU}))?(?![\w-])|(?:это|эти)(?![\w-])"
    r"|(?:这|這|该|該|此|以上|上述)(?:一|个|個|些|种)?"
    rf"(?:{_FIGURE_VALUE_ZH}|{_THING_COUNT_ZH}|说法)?|{_THING_COUNT_ZH}"
    rf"|{_RUMOUR_ZH}(?={_RUMOUR_CONFIRMED_ZH}|{_FALSE_ZH}))",
    re.IGNORECASE,
)
# ... a subject that is an estimate or a rumour itself ("the estimate comes from
# SemiAnalysis", "оценка …"; "The rumours were later confirmed false.", 传言后来被证实为谣言,
# which need no "these" when they say whether it was confirmed), but not one of something
# else ("the estimate of its cost")
_REMARK_NAMED_RE = lazy_compile(
    rf"(?:estimat|оценк)\w*(?![\w-])(?!\s+(?:of|for|about|on)(?![\w-]))|rumou?rs?(?![\w-])"
    rf"|{_RUMOUR_ZH}",
    re.IGNORECASE,
)
# ... the words that may stand between the subject and the predicate ("the figure is only
# an outside estimate", "this is SemiAnalysis's estimate", a name, not NOT: "this is Epoch
# AI's estimate", "a SemiAnalysis estimate"; "the figure is from …", "эта цифра — лишь
# оценка", "цифра — из оценки …", 这一数字只是)
_REMARK_FILLER_RE = lazy_compile(
    # whose, before 的, tried first: "SemiAnalysis 的", "The Information 的", 业内人士的 (not
    # 对…的, of what, nor 不是…的)
    r"\s*(?:[A-Za-z0-9][A-Za-z0-9.&'’-]*(?:\s+[A-Za-z0-9][A-Za-z0-9.&'’-]*){0,3}\s*的"
    rf"|(?:(?![对對关關不没沒非的])[{HAN}]){{1,6}}的"
    r"|(?:is|was|are|were|remains?|remained|has|have|had|been|only|just|merely|still"
    r"|also|itself|simply|a|an|one|the|our|their|his|her|its|rough|educated|mere|outside"
    r"|external|independent|unofficial|[\w-]+(?:['’]s|s['’])"
    r"|(?!(?:not|no|never)(?![\w'’-]))(?-i:[A-Z])[\w.&-]*"
    r"|from|лишь|только|всего|пока|ещё|еще|был[аио]?|является|являются|также|тоже|из)"
    r"(?![\w'’-])"
    r"|[—–-]|只是|仅是|僅是|仅为|僅為|只|仅|僅|也|亦|尚|仍|是|为|為|系|来自|來自|出自|均|都|目前)",
    re.IGNORECASE,
)
_REMARK_FILLERS = 4  # words at most between the subject and the predicate
# ... or one that says whose the figure is, after the subject ("That's according to
# SemiAnalysis.", "Это по оценке SemiAnalysis.", 这是据 SemiAnalysis 估算的) or with none
# ("According to SemiAnalysis.", "Source: SemiAnalysis estimate.", "По оценке Epoch AI.",
# "Источник: оценка SemiAnalysis.", 据 SemiAnalysis 估算。, 来源：SemiAnalysis 估算。):
# whether that hedges or credits is then the cues' to say, as in the figure's sentence
_REMARK_WHOSE_RE = lazy_compile(
    r"\s*(?:(?:according\s+to|per)(?![\w-])|(?:sources?|источник\w*)\s*:"
    r"|по\s+(?:оценк|подсч[её]т|расч[её]т|данн|информаци|сведени|слух)\w*"
    r"|据|根据|(?:数据)?来源\s*[:：]|出处\s*[:：])",
    re.IGNORECASE,
)
# ... or, with neither, a caption that names only the estimate and whose it is, to the
# sentence's end: "SemiAnalysis estimate.", "(SemiAnalysis estimate.)", "Estimate by
# SemiAnalysis.", SemiAnalysis 估算。 (not "SemiAnalysis estimates its cost at …")
_REMARK_CAPTION_END_RE = lazy_compile(
    r"(?:\s+(?:by|from|от)\s+[^,;:，；：]{1,60}?)?[\s.!?)）。！？]*$", re.IGNORECASE
)
# ... the predicate: an estimate, a guess, a rumour, unconfirmed ("an estimate", "a rough
# guess", "not been confirmed", "лишь оценка", "не подтверждена", 估算, 未经证实, each
# rumour of _RUMOUR_ZH: 传言, 小道消息), or a modal that says what the figure may be: such a
# word or one that compares it ("may be an overestimate", "may be lower", "может быть
# завышена", 可能偏高; an adverb set off by commas is one too: "эти данные, вероятно,
# устарели"); not "may explain", "may be the largest model", "is estimated to need 6 TB",
# 可能是业内最大的模型
_REMARK_ESTIMATE = (
    r"(?:(?:over|under)?estimat\w*|rumou?red)(?![\w-])(?!\s+to(?![\w-]))|guess\w*|rumou?rs?(?![\w-])"
    r"|speculat\w*"
    r"|unconfirmed|unverified|(?:not|never)\s+(?:\w+\s+){0,2}(?:confirmed|verified)(?![\w-])"
    r"|оценк\w*|оценочн\w*|предположени\w*|догадк\w*|слух\w*|неподтвержд\w*"
    r"|не\s+(?:\w+\s+)?(?:подтвержд|подтвердил|провер)\w*"
    rf"|估算|估计(?![是就会要能])|预估|推测|猜测|{_RUMOUR_ZH}"
    r"|(?:未|尚未|并未|没有)(?:经过?|获得?|得到|被)?[^，,。；;]{0,8}?(?:证实|确认)"
)
_REMARK_COMPARED = (
    r"(?:lower|higher|smaller|larger|bigger|more|fewer|less|wrong|off|inaccurate|overstated"
    r"|understated|inflated|exaggerated|outdated)(?![\w-])"
    r"|(?:завыш|заниж|неточн|неверн|ошибочн|устарел)\w*|(?:больше|меньше|выше|ниже)(?![\w-])"
    r"|偏高|偏低|更高|更低|更多|更少|高估|低估|夸大|有误|不准|过时"
)
_REMARK_PREDICATE_RE = lazy_compile(
    rf"\s*(?:{_REMARK_ESTIMATE}"
    rf"|(?:(?:may|might|could)(?:\s+well)?\s+(?:be|have\s+been|prove\s+to\s+be"
    r"|turn\s+out\s+to\s+be)|(?:может|могут|мог(?:ла|ло|ли)?)\s+(?:быть|оказаться)"
    r"|[,，]\s*(?:probably|perhaps|possibly|вероятно|возможно|по-видимому|видимо|скорее\s+всего"
    r"|наверное)\s*[,，]|(?:可能|或许|也许)(?:是|会)?)"
    rf"(?:\s+(?:a|an|only|just|even|much|far|slightly|somewhat|лишь|даже|намного|сильно))*"
    rf"\s*(?:{_REMARK_ESTIMATE}|{_REMARK_COMPARED}))",
    re.IGNORECASE,
)
# ... and what a next sentence may not hold after its predicate: another clause
_REMARK_GOES_ON_RE = lazy_compile(
    r"[,;:，；：]|(?<![\w-])(?:and|but|while|because|so|which|и|но|а|поэтому|потому|котор\w*)"
    r"(?![\w-])|而|但|并且|並且|所以|因为|因為",
    re.IGNORECASE,
)
# A word that denies what follows it: "not", "no", "rather than", "instead of", не, а не,
# 而非, 并非 (並非), 而不是, 不是 (not 是不是, which asks)
_DENIAL = (
    r"(?<![\w-])(?:not|no|rather\s+than|instead\s+of|(?:а\s+)?не)(?![\w-])"
    r"|而非|并非|而不是|(?<!是)不是"
)
# ... and a cue right after it that calls a figure an estimate, as a remark's predicate
# would, is what the sentence says the figure is not: "not an estimate but a fact", "no
# estimate, a hard number", 这不是估计，而是事实, 并非估计, "это не оценка, а факт", a heading
# "## Confirmed facts, not estimates", 已确认的事实（而非估计）, "## Факты, а не оценки" (a
# cue that itself denies, "not confirmed", "no official confirmation", 未经证实, не
# подтверждено, denies that it is confirmed: it doubts)
_DENIED_ESTIMATE_RE = lazy_compile(
    rf"(?:{_DENIAL})\s*(?:an?\s+)?(?:{_REMARK_ESTIMATE})", re.IGNORECASE
)
# ... which more predicates may follow, a comma or "and" apart: "Rumoured, not confirmed.",
# "This is a rumour, not confirmed.", "Слухи, не подтверждено.", 传闻，未经证实。,
# "Unconfirmed rumours."; or what the figure is not, after a comma, to the end of its
# clause: "This is an estimate, not a rumour.", "Это оценка, а не слухи.", 这是估算，不是官方
# 数据。, "Rumours, not facts." (what it is not leaves what it is said to be)
_REMARK_MORE_RE = lazy_compile(
    rf"(?:\s*(?:[,，]|(?:and|и)(?![\w-])))?{_REMARK_PREDICATE_RE.pattern}"
    rf"|\s*[,，]\s*(?:{_DENIAL})"
    rf"(?:(?!{_REMARK_GOES_ON_RE.pattern})[^.!?。！？])*",
    re.IGNORECASE,
)
_REMARK_WORDS = 12  # words in a next sentence that remarks, at most (a Chinese character half one)
_WORD_RE = lazy_compile(rf"[{LETTER}0-9]+")
# Where a rumour is said, as "on" names it: a platform or a medium, a small list to extend
# as pages name others ("on Reddit", "on Hacker News", "on social media", "on the web"); any
# other name after "on" is what it is of ("speculation on DeepSeek V4")
_ON_PLACE = (
    r"(?i:(?:the\s+)?(?:Reddit|X|Twitter|Hacker\s+News|Weibo|微博|Zhihu|知乎|Telegram|Discord"
    r"|LinkedIn|YouTube|Facebook|Instagram|TikTok|Bluesky|Threads|Mastodon|GitHub|Substack"
    r"|Medium|Quora|Hugging\s*Face|Stack\s+Overflow|LessWrong|4chan|Slack|Xiaohongshu|小红书"
    r"|WeChat|微信|Bilibili|B站|Douyin|抖音|forums?|social\s+media|web|internet))(?![\w'’])"
)
# ... and what an estimate the remark names is of, when it says: "an estimate of its size",
# "a rumour about Kimi", "speculation on Kimi's size", "оценка стоимости Kimi" (a noun in
# the genitive), "слух о Kimi"; not whose it is ("an estimate by SemiAnalysis", "оценка
# SemiAnalysis": a name right after it; "speculation on the part of SemiAnalysis", "оценка
# по данным SemiAnalysis", "слухи из Reddit", "оценка аналитиков SemiAnalysis",
# "предположение инженеров Cerebras", "оценка издания The Information": a preposition, or
# a person or a publisher in the genitive; "оценка принадлежит SemiAnalysis": a verb, in
# the present, whose subject it is), nor where: a platform or a medium right after
# "on" (_ON_PLACE: "rumours on Reddit"; not "rumours on Gemini 3", of another model), any
# word after "на" ("слухи на Reddit": a thing of the claims there is still what it is of,
# _names_another_thing); after the place an of-phrase still says what it is of ("rumours
# on Reddit about Gemini 3").  (Chinese puts what it is of before: 对 Kimi 规模的估算, no
# remark's filler.)
_REMARK_OF_RE = lazy_compile(
    rf"(?i:estimat|guess|rumou?r|speculat)\w*\s+(?:on\s+{_ON_PLACE}\s+)?"
    rf"(?i:of|about|on(?!\s+the\s+part\s+of\s|\s+{_ON_PLACE})|for|regarding|concerning)\s"
    r"|(?:[Оо]ценк|[Пп]редположени|[Дд]огадк|[Сс]лух)\w*\s+"
    r"(?!(?:по|от|со|с|у|для|из|на|в|во|среди)\s|(?:аналитик|эксперт|инженер|специалист"
    r"|исследовател|автор|сотрудник|журналист|пользовател|издани|агентств|газет|портал|сайт"
    r"|блог|компани|команд)|[а-яё]*[иеуюя]т(?:ся)?\s)[а-яё]+\s"
)
# ... which ends where a credit, a place or a clause begins: "of its size by SemiAnalysis",
# "for Sol on Cerebras", "about its size that OpenAI has not confirmed", "размера Sol по
# данным SemiAnalysis", "о Sol из Reddit", "…, который"
_REMARK_OF_END_RE = lazy_compile(
    r"[,;:，；]|[.!?](?!\S)"
    r"|\s(?:(?i:by|from|per|on|according|that|which|who)|по|от|со|из|на|котор\w*)(?![\w-])"
)
# ... a name with its version, whole: GPT-6 is not GPT-5.6 ("GPT", as read before, was)
_NAME_RE = lazy_compile(rf"(?<![{LETTER}0-9])[A-ZА-ЯЁ][{LETTER}0-9]*(?:[-.][0-9][{LETTER}0-9]*)*")
_VERSION_RE = lazy_compile(r"[-.][0-9]")  # ... which opens its version


class HedgeCues:
    """The cues a sentence is tested against: the built-in ones plus ``extra`` phrases."""

    def __init__(self, extra: Iterable[str] = ()) -> None:
        # as pages are read: a Traditional cue (據外電) in Simplified (kb.chinese_script)
        self.extra = tuple(simplified(cue.strip()) for cue in extra if cue.strip())
        self._pattern = _compiled(HEDGE_CUES, self.extra)
        self._doubt = _compiled(_DOUBTS, self.extra)

    def find(self, sentence: str) -> str | None:
        """The first cue in ``sentence`` (as it writes it: 據估計 of a Traditional one), or
        None when it is not hedged."""
        m = self._pattern.search(_affirmed(sentence))
        return sentence[m.start() : m.end()] if m else None

    def without(self, text: str) -> str:
        """``text`` without its cues, its words one space apart: what a table's label
        names besides the hedge ("Parameters (est.)", "Est. parameters", 参数量（估计）)."""
        return " ".join(_blanked(self._pattern, text).split())

    def remarks(
        self, sentence: str, semicolon: bool, own: Collection[str], things: Collection[str]
    ) -> bool:
        """Whether ``sentence``, right after a figure's sentence, calls the figure an
        estimate or unconfirmed (_REMARK_SUBJECT_RE, _REMARK_PREDICATE_RE): after a
        ``semicolon``, by a subject that is the figure and its predicate, or whose it is
        (_REMARK_WHOSE_RE), within a few words of it; else only when it says that alone;
        or, alone, that says only whose the figure is.  Not one of something else, a name
        not among the figure's ``own`` (_of_another), nor one that names another of the
        ``things`` claims are about, unversioned (_names_another_thing)."""
        folded = simplified(sentence)
        subject = _REMARK_SUBJECT_RE.match(folded)
        if subject is None:
            whose = _REMARK_WHOSE_RE.match(folded)
            if whose is not None:
                return self._alone(folded, whose.end()) and not _of_another(
                    folded, whose.start(), own, things
                )
            # a caption: "SemiAnalysis estimate.", "Estimate by SemiAnalysis.", SemiAnalysis 估算。
            caption = self._predicate(folded, len(folded) - len(folded.lstrip("\t\n (（")))
            return (
                caption is not None
                and _REMARK_CAPTION_END_RE.match(folded, caption[1]) is not None
                and not _of_another(folded, caption[0], own, things)
            )
        named = _REMARK_NAMED_RE.search(folded, subject.start())
        if named is not None and named.start() < subject.end():  # "the estimate comes from …"
            return (semicolon or self._alone(folded, named.end())) and not (
                _of_another(folded, named.start(), own, things)
            )
        predicate = self._predicate(folded, subject.end())
        if predicate is None:
            return False
        return (semicolon or self._alone(folded, predicate[1])) and not _of_another(
            folded, predicate[0], own, things
        )

    @staticmethod
    def _predicate(folded: str, at: int) -> tuple[int, int] | None:
        """Where the predicate that calls the figure an estimate, or says whose it is,
        within a few words after ``at`` (_REMARK_FILLER_RE), begins and ends, with those
        that follow it (_REMARK_MORE_RE), or None."""
        for _ in range(_REMARK_FILLERS + 1):
            predicate = _REMARK_PREDICATE_RE.match(folded, at) or _REMARK_WHOSE_RE.match(folded, at)
            if predicate is not None:
                return predicate.start(), _more(folded, predicate.end())
            filler = _REMARK_FILLER_RE.match(folded, at)
            if filler is None:
                return None
            at = filler.end()
        return None

    @staticmethod
    def _alone(folded: str, end: int) -> bool:
        """Whether a sentence that opens with the figure's subject and a predicate that
        calls it an estimate (to ``end``) says nothing else: a short sentence of one
        clause, or of clauses that each add a predicate or what the figure is not
        (_REMARK_MORE_RE: "The estimate comes from SemiAnalysis, not OpenAI.")."""
        words = len(_WORD_RE.findall(folded)) + len(HAN_RE.findall(folded)) / 2
        if words > _REMARK_WORDS:
            return False
        while (goes_on := _REMARK_GOES_ON_RE.search(folded, end)) is not None:
            end = _more(folded, goes_on.start())
            if end == goes_on.start():
                return False
        return True

    def doubts(self, sentence: str) -> bool:
        """Whether ``sentence`` says that a figure is uncertain (an estimate, a
        possibility, not confirmed), not only who states it."""
        return self._doubt.search(_affirmed(sentence)) is not None


def _affirmed(sentence: str) -> str:
    """``sentence`` read in Simplified characters, without the cues it denies
    (_DENIED_ESTIMATE_RE: "not an estimate"), blanked: what may hedge it."""
    return _blanked(_DENIED_ESTIMATE_RE, simplified(sentence))


# A yes or a no that opens the sentence after a remark that asks, as the whole answer or
# before a comma or a full stop: "Yes, by SemiAnalysis.", "No, OpenAI confirmed it.", "Да,
# …", "Нет, …", 是的，…, 不是，…, 没有。 (not "No one knows.", "Yes and no.": no answer)
_ANSWER_END = r"(?=\s*(?:[,.!;:—–，。！；：]|$))"
_YES_RE = lazy_compile(
    rf"\s*(?:(?i:(?:(?:absolutely|definitely|certainly|of\s+course)\s+)?(?:yes|yeah|yep)"
    rf"|of\s+course|certainly|absolutely|(?:конечно\s+)?да|конечно)"
    rf"|(?:当然)?是的?|对的?|没错|有的?|当然){_ANSWER_END}"
)
# ... and a no said more strongly: "Absolutely not.", "Of course not.", "It is not:",
# "Вовсе нет.", 当然不是。
_NO_RE = lazy_compile(
    rf"\s*(?:(?i:no|nope|(?:absolutely|definitely|certainly|of\s+course|surely)\s+not"
    rf"|not\s+at\s+all|it\s+is\s+not|it\s+isn['’]t|(?:вовсе|конечно|совсем|отнюдь)\s+нет"
    rf"|нет|отнюдь)|(?:当然|绝对|并)?不是的?|不|否|并?没有){_ANSWER_END}"
)
# ... and a remark that asks whether the figure was confirmed, which a yes answers with the
# figure ("Were these rumours ever confirmed?", "Эти слухи подтвердились?", 这些传言都被证实了吗？);
# any other asks whether it is an estimate, which a no answers so ("Is this an estimate?")
_ASKS_CONFIRMED_RE = lazy_compile(r"(?<!un)confirm|подтверд|证实|确认|属实|真的", re.IGNORECASE)


def answered_as_fact(question: str, answer: str) -> bool:
    """Whether ``answer``, the sentence after a remark that asks (``question``), answers
    that the figure is no estimate: a no to whether it is one ("Sol has 3 trillion
    parameters. Is this an estimate? No, OpenAI confirmed it.", "Это оценка? Нет, …",
    这是估算吗？不是，…), a yes to whether it was confirmed ("Were these rumours ever
    confirmed? Yes.").  The next sentence alone answers: what follows it is the page's."""
    folded = simplified(answer)
    said = _NO_RE if _ASKS_CONFIRMED_RE.search(simplified(question)) is None else _YES_RE
    return said.match(folded) is not None


def _more(remark: str, end: int) -> int:
    """Where the predicates that follow one ending at ``end`` end (_REMARK_MORE_RE)."""
    while (more := _REMARK_MORE_RE.match(remark, end)) is not None:
        end = more.end()
    return end


def _of_another(remark: str, start: int, own: Collection[str], things: Collection[str]) -> bool:
    """Whether the estimate ``remark`` names from ``start`` on is of what the figure is
    not: it says what it is of (_REMARK_OF_RE, to _REMARK_OF_END_RE), and that holds a
    name not among the figure's ``own`` ("Sol has 3 trillion parameters. This is an
    estimate of Kimi's size."; not "… of its size", "… of Sol's size", "… of its size by
    SemiAnalysis"), or it names another of the ``things`` (_names_another_thing)."""
    if _names_another_thing(remark, own, things):
        return True
    of = _REMARK_OF_RE.search(remark, start)
    if of is None:
        return False
    end = _REMARK_OF_END_RE.search(remark, of.end())
    stop = len(remark) if end is None else end.start()
    return any(name not in own for name in _NAME_RE.findall(remark, of.end(), stop))


# A model, named by that word: 谷歌模型, "модели Google"
_MODEL_WORD_RE = lazy_compile(r"模型|(?<![\w-])[Мм]одел\w*")


# ... but one right after "by" or "from" is who made it: "an estimate by the Codex team"
_BY_NAMES_RE = lazy_compile(
    rf"(?<!\w)(?:[Bb]y|[Ff]rom)\s+(?:the\s+)?((?:{_NAME_RE.pattern})(?:\s+(?:{_NAME_RE.pattern}))*)"
)


def _names_another_thing(remark: str, own: Collection[str], things: Collection[str]) -> bool:
    """Whether ``remark`` names a thing that claims are about, not the figure's (its
    ``own``): a name whose unversioned form is among ``things`` ("This is a Kimi K2.6
    estimate.", 这是 GPT-6 的估算 after GPT-5.6 Sol's figure), or a model, when it names
    none of the figure's own (这是谷歌模型的估算; not "модели OpenAI", Sol's owner).  Such a
    name, wherever it stands but after "by" or "from", is what the estimate is of, as who
    makes estimates and where (SemiAnalysis, The Information, Reddit) are no thing of the
    claims."""
    names = _NAME_RE.findall(remark)
    whose = [m.span(1) for m in _BY_NAMES_RE.finditer(remark)]
    if any(
        name.group() not in own
        and unversioned(name.group()) in things
        and not any(start <= name.start() < end for start, end in whose)
        for name in _NAME_RE.finditer(remark)
    ):
        return True
    return _MODEL_WORD_RE.search(remark) is not None and not any(n in own for n in names)


def unversioned(name: str) -> str:
    """A name without its version: "GPT" of "GPT-5.6" and of "GPT-6", "K2" of "K2.6"."""
    version = _VERSION_RE.search(name)
    return name if version is None else name[: version.start()]


def words_of(text: str) -> frozenset[str]:
    """The words of ``text`` and its names: what a remark's names are looked up in
    (HedgeCues.remarks)."""
    return frozenset(_WORD_RE.findall(text)) | names_of(text)


def names_of(text: str) -> frozenset[str]:
    """The words of ``text`` that open with a capital, with a version after them: its
    names ("GPT-5.6", "Sol")."""
    return frozenset(_NAME_RE.findall(text))


# Who is credited with a figure: "according to X", "per X", 根据X, 据X, по данным X ...
_BEFORE_CUES = "|".join(cue for cues in _CREDIT_BEFORE.values() for cue in cues)
_CREDIT_BEFORE_NAME = rf"(?i:{_BEFORE_CUES})\s*(?i:the\s+)?"
# ... and "X says", "X has publicly stated", X表示, X曾表示, X официально заявила: between the
# name and the verb only words that belong to the verb, so that "OpenAI critics argue"
# and "OpenAI understated" credit no one
_SAID_AFTER_NAME = {"zh": (r"说", r"称")}  # anywhere right after a name (_SAID_ZH)
_AFTER_NAME = {
    lang: _CREDIT_VERBS[lang] + _OPINION_VERBS[lang] + _SAID_AFTER_NAME.get(lang, ())
    for lang in _CREDIT_VERBS
}
_CREDIT_AFTER = (
    r"(?:['’]s)?(?:\s+(?i:has|have|had|is|was|also|again|itself|publicly|officially|once"
    r"|previously|recently|first|уже|также|ранее|сама|сам|официально|публично))*"
    rf"(?:\s+|\s*(?=[^\s{LETTER}]))"
    rf"(?i:(?:{'|'.join(_AFTER_NAME['en'] + _AFTER_NAME['ru'])})(?![{LETTER}])"
    rf"|(?:曾|已|也|公开|正式)?(?:{'|'.join(_AFTER_NAME['zh'])}))"
)
# ... and the verb before the name after a comma or a dash, as a sentence ends with whose
# it is: "Sol has 3 trillion parameters, says OpenAI", "…, считает Гудсон", "…, — заявила
# OpenAI"; not "puts" nor "expects" ("…, puts Cerebras ahead")
_INVERTED = [v for v in _AFTER_NAME["en"] + _AFTER_NAME["ru"] if v not in (r"puts?", r"expects?")]
_CREDIT_INVERTED = (
    rf"[,，—–]\s*(?:[,，—–]\s*)?(?i:(?:{'|'.join(_INVERTED)})(?![{LETTER}]))\s+(?i:the\s+)?"
)
# ... where the name closes the clause: not "…, argue OpenAI critics", "…, say OpenAI
# rivals" (whose are they?), nor the noun "…, сообщения OpenAI тут ни при чём"
_CLAUSE_END = r"(?=\s*(?:[.,;:!?)»\"”’）。，；：！？…]|$))"
# ... and "Goodson: Sol has ...", OpenAI：…, as a headline credits what follows: a name and
# a colon opening the sentence (a colon after any other word, "Итог:", "Note:", credits
# no one)
_CREDIT_COLON = r"\s*[:：]"
# ... and a name whose estimate the sentence dismisses names no one whose it is: "Goodson
# was wrong: Sol has 3 trillion parameters", "Goodson's estimate is outdated", "Гудсон
# ошибся", "Bleys Goodson 错了", 古德森的估计是错的
# (the words close a clause: "Goodson was wrong about the wafers, but …" and "Гудсон
# ошибся в дате" dismiss something else)
_DISMISSED = (
    r"(?:(?:['’]s?(?:\s+[a-z]+){0,2})?\s+(?i:(?:was|is|were|are|has\s+been|had\s+been)"
    r"(?:\s+(?:simply|just|clearly|plainly|badly|way))?\s+(?:wrong|mistaken|incorrect|outdated)"
    r"|erred|got\s+it\s+wrong)"
    r"|\s+(?i:ошиб(?:ся|лась|лись|ается|аются)|неправ[аы]?)"
    r"|(?:的\w{0,4}?)?\s*(?:错了|是错的|有误|不对|不准确|过时了))"
    r"(?=\s*(?:[.,;:!?—–)。，；：！？]|$))"
)


@functools.cache
def _declined(spelling: str) -> re.Pattern[str]:
    return re.compile(name_pattern(spelling))


def _short_forms(spelling: str) -> Iterator[str]:
    """How a page names an agent briefly: a person by the last word of the name, when it
    is longer than three letters ("Goodson", "Гудсон"; not "Lam" of "John Lam", Lam
    Research); an organisation by a word with a capital inside it ("SemiAnalysis" of
    "SemiAnalysis tokenomics model")."""
    words = spelling.split()
    if len(words) > 1 and all(w[:1].isupper() for w in words) and len(words[-1]) > 3:
        yield words[-1]
    yield from (w for w in words if any(ch.isupper() for ch in w[1:]))


def _spellings(agents: Mapping[str, Sequence[str]]) -> dict[str, str]:
    """Each way a page names an agent -> the agent: its name, as the ledger spells it,
    when that is a proper name (it has a capital: "OpenAI", "Bleys Goodson"; "the
    article" is no name), each of its other names (aliases: "Блейс Гудсон", 博通), and
    their short forms, but one that two agents share (Гудсон of Блейс and of Джон
    Гудсон) or that is another agent's name: it names neither for sure."""
    declared: dict[str, str] = {}
    for agent, others in agents.items():
        for spelling in (agent, *others) if agent != agent.lower() else others:
            declared.setdefault(simplified(spelling), agent)  # as Credits reads a page
    short: dict[str, set[str]] = {}
    for spelling, agent in declared.items():
        for form in _short_forms(spelling):
            short.setdefault(form, set()).add(agent)
    spellings = dict(declared)
    for form, owners in short.items():
        if form not in declared and len(owners) == 1:
            spellings[form] = next(iter(owners))
    return spellings


class Credits:
    """The agents of the ledger that a sentence names, and those it credits with what it
    states ("according to OpenAI", "Goodson says", OpenAI表示, по данным Cerebras, "…,
    says OpenAI", "…, считает Гудсон", and a name and a colon opening it: "OpenAI: ...",
    OpenAI：…).

    Names are matched as the ledger spells them, case and all, and as its other names
    (aliases) do: "по словам Гудсона" names Bleys Goodson when he has the other name
    "Блейс Гудсон".  Chinese names are read in either script (kb.chinese_script)."""

    def __init__(self, agents: Mapping[str, Sequence[str]]) -> None:
        """``agents``: each agent's name and its other names."""
        self._agent = _spellings(agents)
        # the longest first: "OpenAI中国" before "OpenAI"; one test of the letter before
        # for all, so that the regular expression engine tries few names at each place
        ordered = sorted(self._agent, key=len, reverse=True)
        name = f"(?<!{NAME_EDGE})(?:{'|'.join(name_pattern(s) for s in ordered)})"
        self._named = lazy_compile(f"(?P<name>{name})") if ordered else None
        self._credited = (
            lazy_compile(
                rf"^\s*(?P<colon>{name}){_CREDIT_COLON}"
                f"|{_CREDIT_BEFORE_NAME}(?P<before>{name})|(?P<after>{name}){_CREDIT_AFTER}"
                f"|{_CREDIT_INVERTED}(?P<inverted>{name}){_CLAUSE_END}"
            )
            if ordered
            else None
        )
        self._dismissed = lazy_compile(f"(?P<name>{name})(?:{_DISMISSED})") if ordered else None

    def _who(self, written: str) -> str:
        """The agent a name as the page writes it stands for: by its spelling, else (a
        Russian name declined: Гудсона of Гудсон) by the first whose forms it is."""
        agent = self._agent.get(" ".join(written.split()))
        if agent is None:
            agent = next(a for s, a in self._agent.items() if _declined(s).fullmatch(written))
        return agent

    def _naming(self, pattern: re.Pattern[str] | None, text: str) -> Counter[str]:
        """How many times ``pattern`` (a name, or a name and what it says of it: its group
        "name") names each agent in ``text``."""
        if pattern is None:
            return Counter()
        return Counter(self._who(m["name"]) for m in pattern.finditer(simplified(text)))

    def named(self, text: str) -> set[str]:
        """The agents ``text`` names."""
        return set(self._naming(self._named, text))

    def vouched_for(self, text: str) -> set[str]:
        """The agents ``text`` names, but those it names only to call their figure wrong
        (_DISMISSED: "Goodson was wrong: …"; not "Goodson was wrong, yet Goodson's
        estimate of … held up", which names him again)."""
        times = self._naming(self._named, text)
        times.subtract(self._naming(self._dismissed, text))
        return {agent for agent, count in times.items() if count > 0}

    def credited(self, text: str) -> set[str]:
        """The agents ``text`` credits with what it states."""
        if self._credited is None:
            return set()
        return {
            self._who(
                m.group("colon") or m.group("before") or m.group("after") or m.group("inverted")
            )
            for m in self._credited.finditer(simplified(text))
        }

    def uncredited(self, text: str) -> str:
        """``text`` without the words that credit someone ("OpenAI believes", "По оценке
        OpenAI"), blanked, so that a doubt can be looked for in what it says besides."""
        if self._credited is None:
            return text
        return _blanked(self._credited, text)
