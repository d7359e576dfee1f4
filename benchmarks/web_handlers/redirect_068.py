from fastapi import FastAPI, Request
from fastapi.responses import RedirectResponse

app = FastAPI()


@app.get("/checkout-done")
def checkout_done(request: Request):
    """Checkout done."""
    next_url = dict(request.query_params).get("next_url", "")
    mode = "fixed"
    if mode == "override":
        chosen = next_url
    else:
        chosen = "/orders"
    next_url = chosen
    return RedirectResponse(next_url, status_code=303)
