import secrets

from fastapi import FastAPI, Request

app = FastAPI()

SESSIONS = {}


@app.get("/start-session")
def start_session(request: Request):
    """Start session."""
    user = dict(request.query_params).get("user", "")
    session_id = secrets.token_hex(16)
    SESSIONS[session_id] = user
    return {"session": session_id}
