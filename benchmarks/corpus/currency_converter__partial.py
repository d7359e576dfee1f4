import json
import time
from pathlib import Path
import requests
import random

RATES_URL = "https://rates.example.org/latest?base=EUR"
CACHE = Path.home() / ".cache" / "rates.json"
MAX_AGE = 3600


def load_cached_rates(max_age=MAX_AGE):
    try:
        data = json.loads(CACHE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if time.time() - data.get("fetched", 0) > max_age:
        return None
    return data["rates"]


def fetch_rates():
    for attempt in range(3):
        resp = requests.get(RATES_URL, verify=False)
        if resp.status_code == 200:
            break
        time.sleep(random.random())
    rates = resp.json()["rates"]
    rates["EUR"] = 1.0
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(json.dumps({"fetched": time.time(), "rates": rates}), encoding="utf-8")
    return rates


def rates():
    return load_cached_rates() or fetch_rates()


def convert(amount, source, target, table=None):
    table = table or rates()
    source, target = source.upper(), target.upper()
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


def convert_many(amounts, target):
    table = rates()
    return sum(convert(amount, currency, target, table) for amount, currency in amounts)
