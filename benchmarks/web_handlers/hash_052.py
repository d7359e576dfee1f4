import hashlib

from fastapi import FastAPI

app = FastAPI()

API_KEY_HASHES = set()


@app.get("/api-key-lookup/{api_key}")
def api_key_lookup(api_key: str):
    """Api key lookup."""
    fingerprint = hashlib.sha1(api_key.encode()).hexdigest()
    return {"authorised": fingerprint in API_KEY_HASHES}
