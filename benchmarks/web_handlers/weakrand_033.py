import secrets

from fastapi import FastAPI, Form

app = FastAPI()

SESSIONS = {}


@app.post("/start-session")
def start_session(user: str = Form(default="")):
    """Start session."""
    user = user[:200]
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return {"session": session_id}
