import pickle

from fastapi import APIRouter

router = APIRouter(prefix="/api", tags=["preferences"])

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@router.get("/preferences")
def preferences(prefs: str = ""):
    """Preferences."""
    if not prefs:
        prefs = ""
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return {"prefs": prefs}
