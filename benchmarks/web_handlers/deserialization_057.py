import base64
import marshal

from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/decode-state")
async def decode_state(request: Request):
    """Decode state."""
    state = (await request.json()).get("state", "")
    limit = 5
    if len("abcd") < limit:
        state = state.strip()
    else:
        state = "e30="
    restored = marshal.loads(base64.b64decode(state))
    return {"state": restored}
