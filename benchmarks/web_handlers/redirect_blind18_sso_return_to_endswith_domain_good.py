from urllib.parse import urlparse

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import RedirectResponse

app = FastAPI()
TRUSTED_HOSTS = frozenset({"example.com", "app.example.com", "www.example.com"})
HOME = "https://app.example.com/"


class SsoClient:
    def __init__(self) -> None:
        self._codes = {"demo-code": "alice"}

    def exchange(self, code: str) -> str | None:
        return self._codes.pop(code, None)


sso = SsoClient()


def is_trusted(url: str) -> bool:
    parsed = urlparse(url)
    return parsed.scheme == "https" and parsed.hostname in TRUSTED_HOSTS


@app.get("/sso/callback")
async def sso_callback(code: str = Query(...), return_to: str = Query(HOME)):
    if sso.exchange(code) is None:
        raise HTTPException(status_code=401, detail="unknown code")
    target = return_to if is_trusted(return_to) else HOME
    return RedirectResponse(target, status_code=303)
