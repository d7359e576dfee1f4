"""The ``codereward`` command line (``codereward.cli.main:main``)."""
