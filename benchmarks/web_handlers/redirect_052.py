from fastapi import FastAPI, Header
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/checkout-done")
def checkout_done(next: str = Header(default="", alias="X-Next")):
    """Checkout done."""
    for part in next.split(","):
        if part:
            next = part.strip()
    return RedirectResponse(next, status_code=303)
