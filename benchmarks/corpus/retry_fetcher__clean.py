"""Download JSON from flaky HTTP APIs with retries, backoff and pagination."""

import logging
import time
import json
import urllib.error
import urllib.request

log = logging.getLogger("fetcher")
RETRY_STATUSES = {429, 500, 502, 503, 504}


def get_json(url, retries=4, backoff=0.5, timeout=10):
    """The decoded JSON body of ``url``, retrying transient failures."""
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


def fetch_all(base_url, params=None, page_size=100):
    """Every item of a paginated collection (``?page=N&size=M``)."""
    params = dict(params or {})
    items = []
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
    with open(path, "w", encoding="utf-8") as handle:
        for item in items:
            handle.write(json.dumps(item) + "\n")


def sync(base_url, path, token):
    """Fetch everything from an API and save it."""
    items = fetch_all(base_url, {"token": token})
    save_items(items, path)
    return len(items)
