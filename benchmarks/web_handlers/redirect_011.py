from types import SimpleNamespace

from fastapi import APIRouter, Request
from fastapi.responses import RedirectResponse

router = APIRouter(prefix="/api", tags=["checkout_done"])


@router.get("/checkout-done")
def checkout_done(request: Request):
    """Checkout done."""
    next = request.query_params.get("next", "")
    lookup = SimpleNamespace(requested=next, fallback="/orders")
    next = lookup.requested
    return RedirectResponse("/orders/" + str(int(next)), status_code=303)
