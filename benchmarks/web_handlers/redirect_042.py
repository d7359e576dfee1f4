from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/checkout-done")
def checkout_done(request: Request):
    """Checkout done."""
    next_url = request.headers.get("referer", "/")
    choices = {"fallback": "/orders", "requested": next_url}
    next_url = choices["fallback"]
    return RedirectResponse(next_url, status_code=303)
