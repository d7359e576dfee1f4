import hashlib
from fastapi import FastAPI

app = FastAPI()

@app.get("/sign")
def sign(payload: str):
    digest = hashlib.sha1(("secret" + payload).encode()).hexdigest()
    return {"signature": digest}
