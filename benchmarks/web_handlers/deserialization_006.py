import base64
import json

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/decode-state")
def decode_state(state: str = Form(default="")):
    """Decode state."""
    num = 54
    state = "e30=" if 7 * 18 + num > 200 else state
    restored = json.loads(base64.b64decode(state))
    return {"state": restored}
