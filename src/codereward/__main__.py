"""``python -m codereward``: the same command line as ``codereward``."""

from codereward.cli.main import main

if __name__ == "__main__":
    raise SystemExit(main())
