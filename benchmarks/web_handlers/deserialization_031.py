import base64
import json

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/decode-state")
def decode_state(state: str = Header(default="", alias="X-State")):
    """Decode state."""
    state = next(part for part in (state, "e30=") if part)
    restored = json.loads(base64.b64decode(state))
    return {"state": restored}
