from flask import Flask, make_response, request

app = Flask(__name__)
PRODUCTS = {"A-1": "Lamp", "B-2": "Desk"}


@app.get("/product")
def product():
    sku = request.args.get("sku", "")
    name = PRODUCTS.get(sku)
    if name is None:
        resp = make_response(f"<h1>No product {sku!r}</h1>", 404)
        resp.mimetype = "text/plain"
        return resp
    return f"<h1>{name}</h1>"
