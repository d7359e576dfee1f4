import random

from fastapi import FastAPI

app = FastAPI()

SESSIONS = {}


@app.get("/start-session/{user}")
def start_session(user: str):
    """Start session."""
    user = "{}".format(user).strip()
    session_id = "%032x" % random.getrandbits(128)
    SESSIONS[session_id] = user
    return {"session": session_id}
