"""The `kb` command: one Typer app; each command parses, makes one kb call, presents.

Library errors (KbError) are caught here, at one boundary, and end as a one-line
`Error: ...` on stderr (a line per fault: a ledger names all of its) with exit 1
(domain) or 2 (input/usage). Anything else is a bug and keeps its traceback.
"""

import os
import signal
import sys
from collections.abc import Callable
from typing import Annotated, Any

import typer
from typer.core import TyperCommand, TyperGroup
from typer.models import CommandFunctionType

from cli.output import OutputError, closed_stdout_fails_on_write, error, note, writing
from cli.state import State
from kb.errors import KbError, UsageError
from kb.project import DATABASE_ENV


class _KbGroup(TyperGroup):
    def parse_args(self, ctx: Any, args: list[str]) -> list[str]:
        # A terminal that is not UTF-8 passes bytes Python keeps as surrogates; nothing
        # can store, search or print them, so they are refused here, once for every
        # command, rather than failing deep inside one (KB_DB's value in _global; --db's
        # in _db_first, which names it).
        takes_value = self._value_options(ctx, args)
        moved = _db_first(ctx, args, takes_value)
        end = args.index("--") if "--" in args else len(args)
        for at in range(end):
            _refuse_unless_utf8(ctx, *_value_named(args, at, takes_value))
        for arg in args[end:]:  # after `--` all is text
            _refuse_unless_utf8(ctx, arg)
        return list(super().parse_args(ctx, moved))

    def _value_options(self, ctx: Any, args: list[str]) -> Callable[[str], bool]:
        """Whether an argument is an option that takes a value, of kb or of the command
        ``args`` name (its first word that is not an option's)."""
        names = {opt for p in self.params if _takes_value(p) for opt in p.opts if opt != "--db"}
        command = next((self.get_command(ctx, arg) for arg in args if arg in self.commands), None)
        if command is not None:
            names |= {opt for p in command.params if _takes_value(p) for opt in p.opts}
        return names.__contains__

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except KbError as failure:
            raise typer.Exit(_reported(failure)) from None
        except typer.BadParameter as bad:
            # Typer validates choices with pydantic and passes its wording on ("Value
            # error, 'md' is not one of ..."): the prefix says nothing to a user.
            bad.message = bad.message.removeprefix("Value error, ")
            raise


def _reported(failure: KbError) -> int:
    """Say on stderr what failed, one line a fault, after the warnings that may explain it
    (its notes: kb.audit_run); the exit code the failure has."""
    for line in getattr(failure, "__notes__", ()):
        note(line)
    for fault in failure.faults():
        error(str(fault))
    return failure.exit_code


class Mistyped(typer.BadParameter):
    """A usage error whose message is said as it is, without Typer's "Invalid value: "
    before it: kb's messages name the option themselves ("--subject is empty")."""

    def format_message(self) -> str:
        return self.message


class _KbCommand(TyperCommand):
    """A command whose help names its arguments as they are typed: `kb show [OPTIONS] ID`
    and `PATH...  Markdown or text files...`.  Typer writes a required one in braces
    (`{ID}`, which reads as a set of choices) and adds its Python type to it
    (`PATH <list[Path]>`, `ID <str>`), which names nothing a user types.  A UsageError
    of kb is a usage error of the command: its usage is printed above it."""

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except UsageError as mistyped:
            raise Mistyped(str(mistyped), ctx=ctx) from None

    def collect_usage_pieces(self, ctx: Any) -> list[str]:
        pieces = [self.options_metavar] if self.options_metavar else []
        return pieces + [
            _argument_name(p, usage=True)
            for p in self.get_params(ctx)
            if p.param_type_name == "argument"
        ]

    def format_options(self, ctx: Any, formatter: Any) -> None:
        arguments, options = [], []
        for param in self.get_params(ctx):
            record = param.get_help_record(ctx)
            if record is None:
                continue
            if param.param_type_name == "argument":
                arguments.append((_argument_name(param), record[1]))
            else:
                options.append(record)
        for title, records in (("Arguments", arguments), ("Options", options)):
            if records:
                with formatter.section(title):
                    formatter.write_dl(records)


def _argument_name(param: Any, usage: bool = False) -> str:
    """``ID``, ``PATH...`` (one or more), and in the usage line ``[PATH]...`` when it may
    be left out."""
    name = str(param.metavar or param.name.upper())
    if usage and not param.required:
        name = f"[{name}]"
    return name + ("..." if param.nargs != 1 else "")


class _KbTyper(typer.Typer):
    def command(
        self, *args: Any, **options: Any
    ) -> Callable[[CommandFunctionType], CommandFunctionType]:
        """Typer's command(), whose commands are _KbCommand unless said."""
        options.setdefault("cls", _KbCommand)
        return super().command(*args, **options)


def _db_first(ctx: Any, args: list[str], takes_value: Callable[[str], bool]) -> list[str]:
    """The arguments with each --db (and its value) moved before the command:
    `kb audit docs/ --db x.sqlite` is `kb --db x.sqlite audit docs/`.  --db is kb's own
    option, but people write it after the command too; no command has an option of that
    name, so it means the same anywhere.  What follows an option that ``takes_value``
    (`--search --db`, `--reason "--db"`) is that option's value, and after `--` all is
    text."""
    end = args.index("--") if "--" in args else len(args)
    moved: list[str] = []
    kept: list[str] = []
    at = 0
    while at < end:
        arg = args[at]
        if arg == "--db":
            if at + 1 == end:  # worded as a missing value of any other option is
                raise Mistyped(
                    "Option '--db' requires an argument: a SQLite file path or a "
                    "postgresql+psycopg:// URL.",
                    ctx=ctx,
                )
            _named_database(ctx, args[at + 1])
            moved += args[at : at + 2]
            at += 2
            continue
        if arg.startswith("--db="):
            _named_database(ctx, arg.removeprefix("--db="))
        if takes_value(arg) and at + 1 < end:
            kept += args[at : at + 2]
            at += 2
            continue
        (moved if arg.startswith("--db=") else kept).append(arg)
        at += 1
    return moved + kept + args[end:]


def _value_named(
    args: list[str], at: int, takes_value: Callable[[str], bool]
) -> tuple[str, str | None]:
    """``args[at]`` as a value and the option it is given to, quoted as Click names one
    (`--by x` and `--by=x` are 'x' of '--by'), or the whole argument and None for an
    argument of the command."""
    arg = args[at]
    name, equals, value = arg.partition("=")
    if equals and takes_value(name):
        return value, f"'{name}'"
    if at and takes_value(args[at - 1]):
        return arg, f"'{args[at - 1]}'"
    return arg, None


def _named_database(ctx: Any, value: str) -> None:
    """Refuse an empty --db (--db "$DB" with DB unset), which would read the project's own
    database in its place, past KB_DB too; KB_DB empty is unset, as shells mean it. A
    --db that is not UTF-8 text is refused naming --db, as KB_DB's names KB_DB."""
    if not value.strip():
        raise typer.BadParameter(
            "an empty value names no database (leave --db out for the project's own)",
            param_hint="'--db'",
            ctx=ctx,
        )
    _refuse_unless_utf8(ctx, value, "'--db'")


def _takes_value(param: Any) -> bool:
    return bool(param.param_type_name == "option" and not param.is_flag and not param.count)


def _refuse_unless_utf8(ctx: Any, text: str, named_by: str | None = None) -> None:
    """A usage error when ``text``, an argument or what ``named_by`` (--db, KB_DB) holds,
    is not UTF-8 text: bytes of another encoding that Python keeps as surrogates."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        shown = text.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")
        raise typer.BadParameter(
            f"'{shown}' is not UTF-8 text", ctx=ctx, param_hint=named_by
        ) from None


app = _KbTyper(
    cls=_KbGroup,
    help="A knowledge base of claims: what is known, who said it, and what is only estimated.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    context_settings={"help_option_names": ["-h", "--help"]},
    rich_markup_mode=None,
)


@app.callback()
def _global(
    ctx: typer.Context,
    db: Annotated[
        str | None,
        typer.Option(
            "--db",
            metavar="<path|url>",
            envvar=DATABASE_ENV,
            help="Database: a SQLite file path or a postgresql+psycopg:// URL (before or "
            "after the command). Default: .kb/kb.sqlite under the project, loaded from the "
            "ledger on first use.",
            show_envvar=True,
        ),
    ] = None,
) -> None:
    source = ctx.get_parameter_source("db")  # typer's click enum, by name: not exported
    named_by_environment = source is not None and source.name == "ENVIRONMENT"
    if db is not None and named_by_environment:  # a --db typed was refused with the arguments
        _refuse_unless_utf8(ctx, db, DATABASE_ENV)
    ctx.obj = State(db=db, named_by_environment=named_by_environment)


class _Terminated(BaseException):
    """SIGTERM, raised where the command is, so that it unwinds as Ctrl-C does."""


def _terminated(signum: int, frame: object) -> None:
    raise _Terminated


def main() -> None:
    closed_stdout_fails_on_write()
    # A CI job's timeout, docker stop or kill end a command with SIGTERM, which Python does
    # not catch: the temporary file of a write (.kb.json.*.tmp) was left in the folder
    # and a transaction was not rolled back. Unwound, the command then ends by the signal.
    signal.signal(signal.SIGTERM, _terminated)
    try:
        with writing():  # output written outside any command: --help
            app()
    except OutputError as failure:
        sys.exit(_reported(failure))
    except _Terminated:
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)


# Importing the command modules registers their commands on app.
from cli import audit, ledger, query, review, table  # noqa: E402, F401
