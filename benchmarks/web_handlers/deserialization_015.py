import base64
import pickle
from types import SimpleNamespace

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/restore-cart")
def restore_cart(request: Request):
    """Restore cart."""
    cart = request.query_params.get("cart", "")
    lookup = SimpleNamespace(requested=cart, fallback="gAR9lC4=")
    cart = lookup.fallback
    state = pickle.loads(base64.b64decode(cart))
    return {"items": len(state)}
