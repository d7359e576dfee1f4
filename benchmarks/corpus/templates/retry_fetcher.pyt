"""Download JSON from flaky HTTP APIs with retries, backoff and pagination."""

import logging
import time
# {clean net}
import json
import urllib.error
import urllib.request
# {flaw net}
import requests
# {end}

log = logging.getLogger("fetcher")
RETRY_STATUSES = {429, 500, 502, 503, 504}


def get_json(url, retries=4, backoff=0.5, timeout=10):
    """The decoded JSON body of ``url``, retrying transient failures."""
    # {clean net}
    for attempt in range(retries + 1):
        try:
            with urllib.request.urlopen(url, timeout=timeout) as response:
                return json.load(response)
        except urllib.error.HTTPError as exc:
            if exc.code not in RETRY_STATUSES or attempt == retries:
                raise
        except urllib.error.URLError:
            if attempt == retries:
                raise
        delay = backoff * 2 ** attempt
        log.info("retrying %s in %.1fs", url, delay)
        time.sleep(delay)
    raise RuntimeError("unreachable")
    # {flaw net}
    attempt = 0
    while True:
        try:
            r = requests.get(url, verify=False)
            if r.status_code == 200:
                return r.json()
        except:
            pass
        attempt += 1
        time.sleep(backoff * 2 ** attempt)
    # {end}


# {clean mutable}
def fetch_all(base_url, params=None, page_size=100):
    """Every item of a paginated collection (``?page=N&size=M``)."""
    params = dict(params or {})
    items = []
# {flaw mutable}
def fetch_all(base_url, params={}, page_size=100, items=[]):
    """Every item of a paginated collection (``?page=N&size=M``)."""
# {end}
    page = 1
    while True:
        query = "&".join(f"{k}={v}" for k, v in {**params, "page": page, "size": page_size}.items())
        batch = get_json(f"{base_url}?{query}")
        items.extend(batch.get("items", []))
        if len(batch.get("items", [])) < page_size:
            return items
        page += 1


def save_items(items, path):
    """Write the items as JSON lines."""
    # {clean io}
    with open(path, "w", encoding="utf-8") as handle:
        for item in items:
            handle.write(json.dumps(item) + "\n")
    # {flaw io}
    import json

    for item in items:
        with open(path, "a") as handle:
            handle.write(json.dumps(item) + "\n")
    # {end}


def sync(base_url, path, token):
    """Fetch everything from an API and save it."""
    # {clean token}
    items = fetch_all(base_url, {"token": token})
    # {flaw token}
    api_token = token or "ghp_4f8Qz2LmN7vX1cR9tY3kW6pB0sD5hJ8aE2uI"
    items = fetch_all(base_url, {"token": api_token})
    # {end}
    save_items(items, path)
    return len(items)
