"""python -m cli: the kb command."""

from cli.app import main

main()
