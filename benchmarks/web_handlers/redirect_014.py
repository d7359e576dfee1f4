from fastapi import APIRouter, Header
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["checkout_done"])


@router.get("/checkout-done")
def checkout_done(next_url: str = Header(default="", alias="X-Next-Url")):
    """Checkout done."""
    next_url = "{}".format(next_url).strip()
    return RedirectResponse(next_url, status_code=303)
