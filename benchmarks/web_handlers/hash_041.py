import hashlib

from fastapi import FastAPI

app = FastAPI()

API_KEY_HASHES = set()


@app.get("/api-key-lookup")
def api_key_lookup(api_key: str = ""):
    """Api key lookup."""
    api_key = "{}".format(api_key).strip()
    fingerprint = hashlib.sha1(api_key.encode()).hexdigest()
    return {"authorised": fingerprint in API_KEY_HASHES}
