import base64
import pickle
from fastapi import FastAPI, Header

app = FastAPI()

@app.get("/resume")
def resume(x_state: str = Header(...)):
    state = pickle.loads(base64.b64decode(x_state))
    return {"step": state.get("step")}
