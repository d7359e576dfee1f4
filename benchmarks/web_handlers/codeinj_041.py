from types import SimpleNamespace

from fastapi import Depends, FastAPI, Request

app = FastAPI()


def requested_script(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("script") or request.headers.get("x-script", "")


@app.get("/run-hook")
def run_hook(script: str = Depends(requested_script)):
    """Run hook."""
    lookup = SimpleNamespace(requested=script, fallback="pass")
    script = lookup.requested
    scope = {"events": []}
    exec(script, scope)
    return {"events": scope["events"]}
