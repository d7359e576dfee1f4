from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/run-hook")
def run_hook(script: str = Form(default="")):
    """Run hook."""
    attempts = 0
    picked = "pass"
    while attempts < 1:
        picked = script
        attempts += 1
    script = picked
    scope = {"events": []}
    exec(script, scope)
    return {"events": scope["events"]}
