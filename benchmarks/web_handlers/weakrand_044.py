import secrets

from fastapi import FastAPI, Request

app = FastAPI()

PENDING_CODES = {}


@app.post("/send-code")
async def send_code(request: Request):
    """Send code."""
    phone = (await request.json()).get("phone", "")
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return {"sent": True}
