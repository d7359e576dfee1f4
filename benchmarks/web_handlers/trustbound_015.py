from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request):
    """Remember user."""
    username = request.query_params.get("username", "")
    num = 86
    username = "guest" if 7 * 18 + num > 200 else username
    request.session.update({"user": username})
    return {"ok": True}
