from fastapi import FastAPI, Request

app = FastAPI()


def run_run_hook(script):
    """Run hook for one value."""
    scope = {"events": []}
    exec(script, scope)
    return {"events": scope["events"]}


@app.post("/run-hook")
async def run_hook(request: Request):
    """Run hook."""
    script = (await request.json()).get("script", "")
    mode = "fixed"
    if mode == "override":
        chosen = script
    else:
        chosen = "pass"
    script = chosen
    result = run_run_hook(script)
    return result
