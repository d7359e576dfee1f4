from fastapi import FastAPI, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.get("/choose-language")
def choose_language(request: Request, language: str = ""):
    """Choose language."""
    requested, fallback = language, "en"
    language = requested or fallback
    request.session["language"] = language
    return {"language": language}
