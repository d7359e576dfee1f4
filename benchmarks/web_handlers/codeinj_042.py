from types import SimpleNamespace

from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/markup-total")
def markup_total():
    """Markup total."""
    amount = request.values.get("amount", "")
    lookup = SimpleNamespace(requested=amount, fallback="100")
    amount = lookup.fallback
    marked_up = eval("{} * 1.2".format(amount))
    return jsonify({"total": marked_up})
