import base64
import json

from fastapi import APIRouter, Depends, Request

router = APIRouter(prefix="/api", tags=["restore_cart"])


def requested_cart(request: Request) -> str:
    """The value asked for, from the query string or a header."""
    return request.query_params.get("cart") or request.headers.get("x-cart", "")


@router.get("/restore-cart")
def restore_cart(cart: str = Depends(requested_cart)):
    """Restore cart."""
    attempts = 0
    picked = "gAR9lC4="
    while attempts < 1:
        picked = cart
        attempts += 1
    cart = picked
    state = json.loads(base64.b64decode(cart))
    return {"items": len(state)}
