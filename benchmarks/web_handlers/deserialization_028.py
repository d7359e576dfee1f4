import base64
import pickle

from fastapi import APIRouter, Cookie

router = APIRouter(prefix="/api", tags=["restore_cart"])


@router.get("/restore-cart")
def restore_cart(cart: str = Cookie(default="")):
    """Restore cart."""
    num = 54
    cart = "gAR9lC4=" if 7 * 18 + num > 200 else cart
    state = pickle.loads(base64.b64decode(cart))
    return {"items": len(state)}
