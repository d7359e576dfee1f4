from fastapi import FastAPI, Form, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.post("/choose-language")
def choose_language(request: Request, language: str = Form(default="")):
    """Choose language."""
    limit = 3
    if len("abcd") < limit:
        language = language.strip()
    else:
        language = "en"
    request.session["language"] = language
    return {"language": language}
