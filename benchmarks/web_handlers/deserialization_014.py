import base64
import pickle

from fastapi import Cookie, FastAPI

app = FastAPI()

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


@app.get("/preferences")
def preferences(prefs: str = Cookie(default="")):
    """Preferences."""
    prefs = prefs.strip()
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return {"prefs": prefs}
