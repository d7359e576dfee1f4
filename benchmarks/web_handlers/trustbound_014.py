from fastapi import FastAPI, Form, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.post("/choose-language")
def choose_language(request: Request, language: str = Form(default="")):
    """Choose language."""
    for part in language.split(","):
        if part:
            language = part.strip()
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    request.session["language"] = language
    return {"language": language}
