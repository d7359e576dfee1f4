from fastapi import FastAPI, HTTPException
from fastapi.responses import RedirectResponse
from pydantic import BaseModel, HttpUrl

TRUSTED_HOSTS = {"app.example.com", "docs.example.com"}
app = FastAPI()


class Handoff(BaseModel):
    return_to: HttpUrl
    state: str


@app.post("/oauth/handoff")
def handoff(data: Handoff):
    if data.return_to.scheme != "https" or data.return_to.host not in TRUSTED_HOSTS:
        raise HTTPException(status_code=400, detail="https only")
    return RedirectResponse(str(data.return_to), status_code=303)
