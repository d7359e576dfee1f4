from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request):
    """Remember user."""
    username = request.query_params.get("username", "")
    candidates = ["guest"]
    candidates.append(username)
    username = candidates[-1]
    request.session.update({"user": username})
    return {"ok": True}
