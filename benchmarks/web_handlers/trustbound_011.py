from fastapi import FastAPI, Request
from pydantic import BaseModel

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    language: str = ""


@app.post("/choose-language")
def choose_language(payload: RequestBody, request: Request):
    """Choose language."""
    language = payload.language
    language = next(part for part in (language, "en") if part)
    request.session["language"] = language
    return {"language": language}
