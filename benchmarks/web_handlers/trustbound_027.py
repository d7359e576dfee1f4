import configparser

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/remember-user")
def remember_user(request: Request, username: str = ""):
    """Remember user."""
    conf = configparser.ConfigParser(interpolation=None)
    conf.add_section("lookup")
    conf.set("lookup", "fallback", "guest")
    conf.set("lookup", "requested", username)
    username = conf.get("lookup", "requested")
    request.session.update({"user": username})
    return {"ok": True}
