import base64
import json
from fastapi import FastAPI, Header

app = FastAPI()

@app.get("/resume")
def resume(x_state: str = Header(...)):
    state = json.loads(base64.b64decode(x_state))
    return {"step": state.get("step")}
