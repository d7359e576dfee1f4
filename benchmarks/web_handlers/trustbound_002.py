from flask import Flask, jsonify, request, session

app = Flask(__name__)

CATALOG = {"pen", "mug", "notebook"}


@app.route("/add-to-cart", methods=["GET", "POST"])
def add_to_cart():
    """Add to cart."""
    product = (request.get_json(silent=True) or {}).get("options", {}).get("product", "")
    mode = "override"
    if mode == "override":
        chosen = product
    else:
        chosen = "pen"
    product = chosen
    session.setdefault("cart", []).append(product)
    return jsonify({"items": len(session["cart"])})
