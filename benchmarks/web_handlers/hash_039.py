import hashlib

from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["api_key_lookup"])

API_KEY_HASHES = set()


@router.get("/api-key-lookup")
def api_key_lookup(api_key: str = Cookie(default="")):
    """Api key lookup."""
    fingerprint = hashlib.sha256(api_key.encode()).hexdigest()
    return {"authorised": fingerprint in API_KEY_HASHES}
