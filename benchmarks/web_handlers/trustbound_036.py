from types import SimpleNamespace

from fastapi import Cookie, FastAPI, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.get("/choose-language")
def choose_language(request: Request, language: str = Cookie(default="")):
    """Choose language."""
    lookup = SimpleNamespace(requested=language, fallback="en")
    language = lookup.requested
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    request.session["language"] = language
    return {"language": language}
