import secrets

from fastapi import FastAPI, Response

app = FastAPI()


def cookie_kwargs(value):
    return {"key": "session", "value": value, "max_age": 3600}


@app.post("/login")
def login(response: Response):
    response.set_cookie(**cookie_kwargs(secrets.token_urlsafe(32)))
    return {"ok": True}
