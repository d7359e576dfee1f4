from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["choose_language"])

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


@router.get("/choose-language")
def choose_language(request: Request):
    """Choose language."""
    language = request.query_params.get("language", "")
    candidates = ["en"]
    candidates.append(language)
    language = candidates[0]
    request.session["language"] = language
    return {"language": language}
