from fastapi import FastAPI, Form, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.post("/choose-language")
def choose_language(request: Request, language: str = Form(default="")):
    """Choose language."""
    language = "%s" % language.strip()
    request.session["language"] = language
    return {"language": language}
