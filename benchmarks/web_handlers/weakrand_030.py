import secrets

from fastapi import FastAPI

app = FastAPI()

SESSIONS = {}


@app.get("/start-session/{user}")
def start_session(user: str):
    """Start session."""
    user = "{}".format(user).strip()
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return {"session": session_id}
