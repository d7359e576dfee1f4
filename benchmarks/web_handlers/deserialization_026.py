import base64
import pickle

from fastapi import APIRouter, Request

router = APIRouter(prefix="/api", tags=["restore_cart"])


@router.get("/restore-cart")
def restore_cart(request: Request):
    """Restore cart."""
    cart = dict(request.query_params).get("cart", "")
    queue = ["gAR9lC4="]
    queue.extend([cart, "spare"])
    queue.pop()
    cart = queue[0]
    state = pickle.loads(base64.b64decode(cart))
    return {"items": len(state)}
