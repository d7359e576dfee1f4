import pickle

from fastapi import Cookie, FastAPI

app = FastAPI()

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.get("/preferences")
def preferences(prefs: str = Cookie(default="")):
    """Preferences."""
    prefs = prefs.strip()
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return {"prefs": prefs}
