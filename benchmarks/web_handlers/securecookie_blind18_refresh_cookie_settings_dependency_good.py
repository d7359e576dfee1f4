import hashlib
import hmac
import secrets
from dataclasses import dataclass

from fastapi import APIRouter, Depends, Form, HTTPException, Response

router = APIRouter(prefix="/auth")


@dataclass(frozen=True)
class CookieSettings:
    name: str = "refresh_token"
    max_age: int = 14 * 24 * 3600
    secure: bool = True
    httponly: bool = True
    samesite: str = "strict"


def cookie_settings() -> CookieSettings:
    return CookieSettings()


class UserDirectory:
    def __init__(self) -> None:
        self._hashes: dict[str, bytes] = {}

    def check(self, username: str, password: str) -> bool:
        expected = self._hashes.get(username)
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), username.encode(), 310_000)
        return expected is not None and hmac.compare_digest(expected, digest)


class RefreshTokens:
    def __init__(self) -> None:
        self._issued: dict[str, str] = {}

    def issue(self, username: str) -> str:
        token = secrets.token_urlsafe(48)
        self._issued[token] = username
        return token


users = UserDirectory()
tokens = RefreshTokens()


@router.post("/login")
def login(
    response: Response,
    username: str = Form(...),
    password: str = Form(...),
    cookie: CookieSettings = Depends(cookie_settings),
):
    if not users.check(username, password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    response.set_cookie(
        cookie.name,
        tokens.issue(username),
        max_age=cookie.max_age,
        secure=cookie.secure,
        httponly=cookie.httponly,
        samesite=cookie.samesite,
    )
    return {"ok": True}
