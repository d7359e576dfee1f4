import uuid

from fastapi import FastAPI, Request

app = FastAPI()

CSRF_TOKENS = {}


@app.get("/csrf-token")
def csrf_token(request: Request):
    """Csrf token."""
    form_id = request.query_params.get("form_id", "")
    form_id = form_id.strip()
    token = uuid.uuid4().hex
    CSRF_TOKENS[form_id] = token
    return {"csrf_token": token}
