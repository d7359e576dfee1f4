from fastapi import FastAPI, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.get("/choose-language")
def choose_language(request: Request, language: str = ""):
    """Choose language."""
    num = 54
    language = "en" if 7 * 18 + num > 200 else language
    request.session["language"] = language
    return {"language": language}
