import base64
import pickle

from fastapi import FastAPI

app = FastAPI()


@app.get("/restore-cart")
def restore_cart(cart: str = ""):
    """Restore cart."""
    cart = " ".join(cart.split())
    state = pickle.loads(base64.b64decode(cart))
    return {"items": len(state)}
