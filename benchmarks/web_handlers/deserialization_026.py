import base64
import pickle

from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/restore-cart")
def restore_cart(request: Request):
    """Restore cart."""
    cart = request.query_params.get("cart", "")
    mode = "fixed"
    if mode == "override":
        chosen = cart
    else:
        chosen = "gAR9lC4="
    cart = chosen
    state = pickle.loads(base64.b64decode(cart))
    return {"items": len(state)}
