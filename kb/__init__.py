"""claim-kb: a knowledge base of claims with fact/speculation provenance.

The library never prints, never exits and never imports the CLI; `cli/` presents it.
"""
