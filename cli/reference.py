"""The README's command reference, generated from --help.

`python -m cli.reference [README]` rewrites the part of README.md between the markers;
tests/test_cli.py fails when the README and --help disagree.
"""

import argparse
from pathlib import Path

from typer.testing import CliRunner

from cli.app import app
from kb.ledger_writer import write_atomic

BEGIN = "<!-- begin: command reference (python -m cli.reference) -->"
END = "<!-- end: command reference -->"
WIDTH = 88


def command_names() -> list[str]:
    return [command.name or "" for command in app.registered_commands]


def help_text(*args: str) -> str:
    result = CliRunner().invoke(
        app, [*args, "--help"], prog_name="kb", terminal_width=WIDTH, env={"COLUMNS": str(WIDTH)}
    )
    if result.exit_code != 0:
        raise RuntimeError(f"kb {' '.join(args)} --help failed: {result.output}")
    return result.output.rstrip() + "\n"


def reference() -> str:
    parts = ["```text\n$ kb --help\n" + help_text() + "```\n"]
    for name in command_names():
        parts.append(f"### kb {name}\n\n```text\n$ kb {name} --help\n{help_text(name)}```\n")
    return "\n".join(parts)


def updated(readme: str) -> str:
    head, found, rest = readme.partition(BEGIN)
    _, found_end, tail = rest.partition(END)
    if not (found and found_end):
        raise RuntimeError("README.md lacks the command reference markers")
    return f"{head}{BEGIN}\n{reference()}{END}{tail}"


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        prog="python -m cli.reference",
        description="Rewrite the command reference of a README from kb's --help.",
    )
    parser.add_argument(
        "readme", nargs="?", type=Path, default=Path("README.md"), help="default: README.md"
    )
    path = parser.parse_args().readme
    write_atomic(path, updated(path.read_text(encoding="utf-8")).encode("utf-8"))
