import configparser

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
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "en")
    conf.set("lookup", "requested", language)
    language = conf.get("lookup", "requested")
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    request.session["language"] = language
    return {"language": language}
