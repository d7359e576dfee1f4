import hashlib
import hmac
import uuid
from datetime import datetime, timedelta, timezone

from fastapi import FastAPI, Form, HTTPException, Response

app = FastAPI()


class SessionStore:
    ttl = timedelta(hours=8)

    def __init__(self) -> None:
        self._sessions: dict[str, dict] = {}

    def create(self, user: str) -> str:
        sid = uuid.uuid4().hex
        self._sessions[sid] = {"user": user, "expires": datetime.now(timezone.utc) + self.ttl}
        return sid


class UserDirectory:
    def __init__(self) -> None:
        self._hashes: dict[str, bytes] = {}

    def check(self, username: str, password: str) -> bool:
        expected = self._hashes.get(username)
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), username.encode(), 310_000)
        return expected is not None and hmac.compare_digest(expected, digest)


store = SessionStore()
users = UserDirectory()


@app.post("/login")
def login(response: Response, username: str = Form(...), password: str = Form(...)):
    if not users.check(username, password):
        raise HTTPException(status_code=401, detail="invalid credentials")
    response.set_cookie("sid", store.create(username), httponly=True, secure=True, samesite="lax")
    return {"ok": True}
