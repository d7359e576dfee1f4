from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["choose_language"])

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


@router.get("/choose-language/{language}")
def choose_language(language: str, request: Request):
    """Choose language."""
    language = normalise(language)
    if language not in SUPPORTED_LANGUAGES:
        language = "en"
    request.session["language"] = language
    return {"language": language}
