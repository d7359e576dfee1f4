from fastapi import FastAPI, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.get("/choose-language")
def choose_language(request: Request, language: str = ""):
    """Choose language."""
    requested, fallback = language, "en"
    language = requested or fallback
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    request.session["language"] = language
    return {"language": language}
