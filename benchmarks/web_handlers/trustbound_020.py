from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["choose_language"])

SUPPORTED_LANGUAGES = {"en", "de", "fr"}


def requested_language(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("language") or request.headers.get("x-language", "")


@router.get("/choose-language")
def choose_language(request: Request, language: str = Depends(requested_language)):
    """Choose language."""
    language = "{}".format(language).strip()
    request.session["language"] = language
    return {"language": language}
