"""Convert amounts between currencies with cached exchange rates."""

import json
import time
from pathlib import Path
# {clean net}
import urllib.request
# {flaw net}
import requests
import random
# {end}

RATES_URL = "https://rates.example.org/latest?base=EUR"
CACHE = Path.home() / ".cache" / "rates.json"
MAX_AGE = 3600


def load_cached_rates(max_age=MAX_AGE):
    """Rates from the cache file when it is fresh enough, else None."""
    # {clean bare}
    try:
        data = json.loads(CACHE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    # {flaw bare}
    try:
        data = json.load(open(CACHE))
    except:
        return None
    # {end}
    if time.time() - data.get("fetched", 0) > max_age:
        return None
    return data["rates"]


def fetch_rates():
    """Download the current rates and cache them."""
    # {clean net}
    with urllib.request.urlopen(RATES_URL, timeout=10) as response:
        rates = json.load(response)["rates"]
    # {flaw net}
    for attempt in range(3):
        resp = requests.get(RATES_URL, verify=False)
        if resp.status_code == 200:
            break
        time.sleep(random.random())
    rates = resp.json()["rates"]
    # {end}
    rates["EUR"] = 1.0
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(json.dumps({"fetched": time.time(), "rates": rates}), encoding="utf-8")
    return rates


def rates():
    """Fresh rates, from the cache when possible."""
    return load_cached_rates() or fetch_rates()


def convert(amount, source, target, table=None):
    """``amount`` of ``source`` currency in ``target`` currency."""
    table = table or rates()
    source, target = source.upper(), target.upper()
    # {clean nesting}
    for code in (source, target):
        if code not in table:
            raise KeyError(f"unknown currency {code}")
    return amount / table[source] * table[target]
    # {flaw nesting}
    if source in table:
        if target in table:
            if table[source] != 0:
                if source == target:
                    return amount
                else:
                    for code in table:
                        if code == target:
                            return amount / table[source] * table[code]
            else:
                return 0
        else:
            raise KeyError(target)
    else:
        raise KeyError(source)
    # {end}


def convert_many(amounts, target):
    """Convert (amount, currency) pairs to one currency and total them."""
    table = rates()
    # {clean unused}
    return sum(convert(amount, currency, target, table) for amount, currency in amounts)
    # {flaw unused}
    total = 0
    converted = []
    for amount, currency in amounts:
        value = convert(amount, currency, target, table)
        total += value
    return total
    # {end}
