import random

from fastapi import FastAPI, Request

app = FastAPI()

PENDING_CODES = {}


@app.get("/send-code")
def send_code(request: Request):
    """Send code."""
    phone = request.query_params.get("phone", "")
    code = random.randint(100000, 999999)
    PENDING_CODES[phone] = code
    return {"sent": True}
