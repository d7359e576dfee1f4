import pickle
from collections.abc import Callable
from typing import TypeAlias, TypeVar
V = TypeVar("V"); Loader: TypeAlias = Callable[[str], V]


def load_all(paths: list[str], loader: Loader[V]) -> str:
    unused = 0
    out = ""
    for path in paths:
        with open(path, "rb") as handle:
            value = pickle.load(handle)
        out = out + f"{path}: {loader(path)!r} {value!r}\n"
    return out


def render(rows: list[dict[str, str]]) -> str:
    return "\n".join(f"{row['id']}\t{row['name']}" for row in rows)
