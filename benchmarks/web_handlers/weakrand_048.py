import random

from fastapi import FastAPI, Form

app = FastAPI()

SESSIONS = {}


@app.post("/start-session")
def start_session(user: str = Form(default="")):
    """Start session."""
    user = user[:200]
    session_id = "%032x" % random.getrandbits(128)
    SESSIONS[session_id] = user
    return {"session": session_id}
