import base64
import json

from fastapi import FastAPI, Form

app = FastAPI()


@app.post("/restore-cart")
def restore_cart(cart: str = Form(default="")):
    """Restore cart."""
    choices = {"fallback": "gAR9lC4=", "requested": cart}
    cart = choices["requested"]
    state = json.loads(base64.b64decode(cart))
    return {"items": len(state)}
