from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class RequestBody(BaseModel):
    """The JSON body this endpoint accepts."""

    script: str = ""


@app.post("/run-hook")
def run_hook(payload: RequestBody):
    """Run hook."""
    script = payload.script
    source = "manual"
    match source:
        case "manual":
            chosen = script
        case _:
            chosen = "pass"
    script = chosen
    scope = {"events": []}
    exec(script, scope)
    return {"events": scope["events"]}
