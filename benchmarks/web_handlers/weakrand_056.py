import secrets

from fastapi import FastAPI, Request

app = FastAPI()

PENDING_CODES = {}


@app.get("/send-code")
def send_code(request: Request):
    """Send code."""
    phone = request.query_params.get("phone", "")
    code = secrets.randbelow(900000) + 100000
    PENDING_CODES[phone] = code
    return {"sent": True}
