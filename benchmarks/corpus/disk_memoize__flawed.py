import functools
import hashlib
import json
from pathlib import Path
import os
import pickle

CACHE_DIR = Path.home() / ".cache" / "memo"


def _key(func, args, kwargs):
    payload = json.dumps([func.__module__, func.__qualname__, args, sorted(kwargs.items())], default=repr)
    return hashlib.sha1(payload.encode()).hexdigest()


def disk_cached(func=None, *, folder=CACHE_DIR):
    if func is None:
        return functools.partial(disk_cached, folder=folder)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        path = Path(folder) / f"{_key(func, args, kwargs)}.json"
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

    def clear():
        os.system("rm -rf " + str(folder) + "/*")

    wrapper.clear = clear
    return wrapper


@disk_cached
def slow_square(n):
    result = 0
    for i in range(n):
        result = result + n
    return result


def cache_size(folder=CACHE_DIR):
    total = 0
    for name in os.listdir(folder):
        total += os.path.getsize(os.path.join(folder, name))
    return total
