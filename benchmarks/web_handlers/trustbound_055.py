from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/remember-user")
async def remember_user(request: Request):
    """Remember user."""
    username = (await request.json()).get("username", "")
    queue = ["guest"]
    queue.extend([username, "spare"])
    queue.pop()
    username = queue[0]
    request.session.update({"user": username})
    return {"ok": True}
