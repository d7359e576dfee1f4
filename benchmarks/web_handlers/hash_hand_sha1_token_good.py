import hashlib
from fastapi import FastAPI

app = FastAPI()

@app.get("/sign")
def sign(payload: str):
    digest = hashlib.sha256(("secret" + payload).encode()).hexdigest()
    return {"signature": digest}
