import hashlib

from fastapi import FastAPI, Form

app = FastAPI()

API_KEY_HASHES = set()


@app.post("/api-key-lookup")
def api_key_lookup(api_key: str = Form(default="")):
    """Api key lookup."""
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()
    return {"authorised": fingerprint in API_KEY_HASHES}
