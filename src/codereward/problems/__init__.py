"""The shipped problem set: schema, loading, splitting, validation, statistics, generation."""

from codereward.problems.dataset import load_problems, load_rows, prompt_messages, read_rows
from codereward.problems.schema import BUG_CATEGORIES, CATEGORIES, SchemaError, check_rows

__all__ = ["BUG_CATEGORIES", "CATEGORIES", "SchemaError", "check_rows", "load_problems", "load_rows",
           "prompt_messages", "read_rows"]
