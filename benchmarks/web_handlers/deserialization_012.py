import pickle

from fastapi import FastAPI

app = FastAPI()

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.get("/preferences")
def preferences(prefs: str = ""):
    """Preferences."""
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return {"prefs": prefs}
