import base64
import pickle

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/restore-cart")
def restore_cart(cart: str = Form(default="")):
    """Restore cart."""
    choices = {"fallback": "gAR9lC4=", "requested": cart}
    cart = choices["requested"]
    state = pickle.loads(base64.b64decode(cart))
    return {"items": len(state)}
