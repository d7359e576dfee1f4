from fastapi import FastAPI, Request

app = FastAPI()

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@app.post("/choose-language")
async def choose_language(request: Request):
    """Choose language."""
    language = (await request.json()).get("language", "")
    num = 7
    language = language if num % 2 == 1 else "en"
    request.session["language"] = language
    return {"language": language}
