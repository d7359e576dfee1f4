import secrets

from fastapi import FastAPI

app = FastAPI()

PENDING_CODES = {}


@app.get("/send-code")
def send_code(phone: str = ""):
    """Send code."""
    cleaned = ""
    for ch in phone:
        if ch.isprintable():
            cleaned += ch
    phone = cleaned
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return {"sent": True}
