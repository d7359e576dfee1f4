from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/run-hook")
def run_hook(script: str = Cookie(default="")):
    """Run hook."""
    requested, fallback = script, "pass"
    script = requested or fallback
    scope = {"events": []}
    exec(script, scope)
    return {"events": scope["events"]}
