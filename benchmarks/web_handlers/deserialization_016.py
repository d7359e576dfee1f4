import pickle

from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    prefs: str = ""


@app.post("/preferences")
def preferences(payload: RequestBody):
    """Preferences."""
    prefs = payload.prefs
    prefs = next(part for part in (prefs, "") if part)
    blob = pickle.dumps(DEFAULT_PREFS)
    prefs = pickle.loads(blob)
    return {"prefs": prefs}
