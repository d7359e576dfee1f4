import random

from fastapi import FastAPI, Form

app = FastAPI()

PENDING_CODES = {}


@app.post("/send-code")
def send_code(phone: str = Form(default="")):
    """Send code."""
    if not phone:
        phone = ""
    code = random.randint(100000, 999999)
    PENDING_CODES[phone] = code
    return {"sent": True}
