import base64
import marshal

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/decode-state")
def decode_state(request: Request):
    """Decode state."""
    state = request.query_params.get("state", "")
    state = "{}".format(state).strip()
    restored = marshal.loads(base64.b64decode(state))
    return {"state": restored}
