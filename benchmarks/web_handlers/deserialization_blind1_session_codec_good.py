import base64
import json

from flask import Flask, request

app = Flask(__name__)


class CookieCodec:
    def decode(self, text):
        return json.loads(base64.urlsafe_b64decode(text.encode()))


codec = CookieCodec()


@app.get("/cart")
def show_cart():
    cart = codec.decode(request.cookies.get("cart", "gAR9lC4="))
    return {"items": len(cart)}
