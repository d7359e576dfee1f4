import functools
import hashlib
import json
from pathlib import Path

CACHE_DIR = Path.home() / ".cache" / "memo"


def _key(func, args, kwargs):
    payload = json.dumps([func.__module__, func.__qualname__, args, sorted(kwargs.items())], default=repr)
    return hashlib.sha256(payload.encode()).hexdigest()


def disk_cached(func=None, *, folder=CACHE_DIR):
    if func is None:
        return functools.partial(disk_cached, folder=folder)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        path = Path(folder) / f"{_key(func, args, kwargs)}.json"
        if path.exists():
            try:
                return json.loads(path.read_text(encoding="utf-8"))["result"]
            except (ValueError, KeyError):
                path.unlink()
        result = func(*args, **kwargs)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"result": result}), encoding="utf-8")
        return result

    def clear():
        for path in Path(folder).glob("*.json"):
            path.unlink()

    wrapper.clear = clear
    return wrapper


@disk_cached
def slow_square(n):
    return n * n


def cache_size(folder=CACHE_DIR):
    return sum(p.stat().st_size for p in Path(folder).glob("*") if p.is_file())
