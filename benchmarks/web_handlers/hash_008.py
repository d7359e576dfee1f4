import hashlib

from fastapi import Depends, FastAPI, Request

app = FastAPI()

API_KEY_HASHES = set()


def requested_api_key(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("api_key") or request.headers.get("x-api_key", "")


@app.get("/api-key-lookup")
def api_key_lookup(api_key: str = Depends(requested_api_key)):
    """Api key lookup."""
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()
    return {"authorised": fingerprint in API_KEY_HASHES}
