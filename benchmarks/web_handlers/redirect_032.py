import configparser

from fastapi import APIRouter, Header
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["after_login"])

ALLOWED_HOSTS = {"example.com", "www.example.com"}


@router.get("/after-login")
def after_login(next_url: str = Header(default="", alias="X-Next-Url")):
    """After login."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "/")
    conf.set("lookup", "requested", next_url)
    next_url = conf.get("lookup", "requested")
    return RedirectResponse(next_url)
