import base64
import pickle

from fastapi import Depends, FastAPI, Request

app = FastAPI()

DEFAULT_PREFS = {"theme": "light", "page_size": 20}


def requested_prefs(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("prefs") or request.headers.get("x-prefs", "")


@app.get("/preferences")
def preferences(prefs: str = Depends(requested_prefs)):
    """Preferences."""
    blob = base64.b64decode(prefs)
    prefs = pickle.loads(blob)
    return {"prefs": prefs}
