import pickle
from fastapi import FastAPI, Request

app = FastAPI()

@app.post("/state")
async def load_state(request: Request):
    body = await request.body()
    obj = pickle.loads(body)
    return {"type": type(obj).__name__}
