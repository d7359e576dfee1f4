import base64
import json

from fastapi import FastAPI
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/sso/callback")
def sso_callback(code: str, state: str):
    decoded = json.loads(base64.urlsafe_b64decode(state))
    destination = decoded.get("next", "/")
    return RedirectResponse(url=destination, status_code=303)
