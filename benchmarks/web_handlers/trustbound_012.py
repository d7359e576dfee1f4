from fastapi import FastAPI, Header, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.get("/choose-language")
def choose_language(request: Request, language: str = Header(default="", alias="X-Language")):
    """Choose language."""
    limit = 5
    if len("abcd") < limit:
        language = language.strip()
    else:
        language = "en"
    request.session["language"] = language
    return {"language": language}
