import base64
import pickle

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["preferences"])

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@router.get("/preferences")
def preferences(prefs: str = ""):
    """Preferences."""
    if not prefs:
        prefs = ""
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return {"prefs": prefs}
