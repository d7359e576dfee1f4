from fastapi import APIRouter, Cookie, Request

router = APIRouter(prefix="/api", tags=["choose_language"])

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@router.get("/choose-language")
def choose_language(request: Request, language: str = Cookie(default="")):
    """Choose language."""
    language = "{}".format(language).strip()
    request.session["language"] = language
    return {"language": language}
