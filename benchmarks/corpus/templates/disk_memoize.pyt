"""Memoise expensive functions to disk, keyed by their arguments."""

import functools
import hashlib
import json
from pathlib import Path
# {clean pickle}
# {flaw pickle}
import os
import pickle
# {end}

CACHE_DIR = Path.home() / ".cache" / "memo"


def _key(func, args, kwargs):
    """A stable file name for one call."""
    payload = json.dumps([func.__module__, func.__qualname__, args, sorted(kwargs.items())], default=repr)
    # {clean pickle}
    return hashlib.sha256(payload.encode()).hexdigest()
    # {flaw pickle}
    return hashlib.sha1(payload.encode()).hexdigest()
    # {end}


def disk_cached(func=None, *, folder=CACHE_DIR):
    """Decorator: results are stored as JSON files and reused across runs."""
    if func is None:
        return functools.partial(disk_cached, folder=folder)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        path = Path(folder) / f"{_key(func, args, kwargs)}.json"
        # {clean pickle}
        if path.exists():
            try:
                return json.loads(path.read_text(encoding="utf-8"))["result"]
            except (ValueError, KeyError):
                path.unlink()
        result = func(*args, **kwargs)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"result": result}), encoding="utf-8")
        return result
        # {flaw pickle}
        path = str(path).replace(".json", ".pkl")
        if os.path.exists(path):
            try:
                return pickle.load(open(path, "rb"))
            except:
                pass
        result = func(*args, **kwargs)
        os.makedirs(str(folder), exist_ok=True)
        pickle.dump(result, open(path, "wb"))
        return result
        # {end}

    def clear():
        """Delete every cached result of this function."""
        # {clean shell}
        for path in Path(folder).glob("*.json"):
            path.unlink()
        # {flaw shell}
        os.system("rm -rf " + str(folder) + "/*")
        # {end}

    wrapper.clear = clear
    return wrapper


@disk_cached
def slow_square(n):
    """An expensive computation stand-in."""
    # {clean sleep}
    return n * n
    # {flaw sleep}
    result = 0
    for i in range(n):
        result = result + n
    return result
    # {end}


def cache_size(folder=CACHE_DIR):
    """Bytes used by the cache."""
    # {clean concat}
    return sum(p.stat().st_size for p in Path(folder).glob("*") if p.is_file())
    # {flaw concat}
    total = 0
    for name in os.listdir(folder):
        total += os.path.getsize(os.path.join(folder, name))
    return total
    # {end}
