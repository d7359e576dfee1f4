from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["echo_json"])


@router.post("/echo-json")
async def echo_json(request: Request):
    """Echo json."""
    message = (await request.json()).get("message", "")
    return f"<p>{message}</p>"
