import secrets

from fastapi import Cookie, FastAPI

app = FastAPI()

SESSIONS = {}


@app.get("/start-session")
def start_session(user: str = Cookie(default="")):
    """Start session."""
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return {"session": session_id}
