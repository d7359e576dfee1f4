import random

from fastapi import FastAPI, Request

app = FastAPI()

PENDING_CODES = {}


@app.post("/send-code")
async def send_code(request: Request):
    """Send code."""
    phone = (await request.json()).get("phone", "")
    code = random.randint(100000, 999999)
    PENDING_CODES[phone] = code
    return {"sent": True}
