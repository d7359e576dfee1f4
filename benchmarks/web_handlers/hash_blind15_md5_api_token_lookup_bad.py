import hashlib

from fastapi import FastAPI, Header, HTTPException

app = FastAPI()
TOKENS = {}


@app.get("/me")
def me(authorization: str = Header()):
    token_hash = hashlib.md5(authorization.encode()).hexdigest()
    if token_hash not in TOKENS:
        raise HTTPException(status_code=401)
    return {"user": TOKENS[token_hash]}
