import random

from fastapi import FastAPI, Request

app = FastAPI()

SESSIONS = {}


@app.get("/start-session")
def start_session(request: Request):
    """Start session."""
    user = dict(request.query_params).get("user", "")
    session_id = "%032x" % random.getrandbits(128)
    SESSIONS[session_id] = user
    return {"session": session_id}
