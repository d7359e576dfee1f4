from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/run-hook")
def run_hook(request: Request):
    """Run hook."""
    script = request.query_params.get("script", "")
    choices = {"fallback": "pass", "requested": script}
    script = choices["fallback"]
    scope = {"events": []}
    exec(script, scope)
    return {"events": scope["events"]}
