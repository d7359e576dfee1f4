from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["choose_language"])

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@router.get("/choose-language/{language}")
def choose_language(language: str, request: Request):
    """Choose language."""
    for part in language.split(","):
        if part:
            language = part.strip()
    request.session["language"] = language
    return {"language": language}
