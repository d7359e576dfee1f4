from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["run_hook"])


@router.post("/run-hook")
async def run_hook(request: Request):
    """Run hook."""
    script = (await request.json()).get("script", "")
    requested, fallback = script, "pass"
    script = fallback or requested
    scope = {"events": []}
    exec(script, scope)
    return {"events": scope["events"]}
