import base64

from fastapi import FastAPI, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.get("/choose-language/{language}")
def choose_language(language: str, request: Request):
    """Choose language."""
    language = base64.urlsafe_b64decode(language.encode()).decode()
    request.session["language"] = language
    return {"language": language}
