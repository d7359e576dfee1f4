import random

from fastapi import Cookie, FastAPI

app = FastAPI()

SESSIONS = {}


@app.get("/start-session")
def start_session(user: str = Cookie(default="")):
    """Start session."""
    session_id = "%032x" % random.getrandbits(128)
    SESSIONS[session_id] = user
    return {"session": session_id}
