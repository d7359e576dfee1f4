import pickle

from fastapi import FastAPI, Header

app = FastAPI()

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.get("/preferences")
def preferences(prefs: str = Header(default="", alias="X-Prefs")):
    """Preferences."""
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return {"prefs": prefs}
