from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/markup-total")
def markup_total():
    """Markup total."""
    amount = request.args.to_dict().get("amount", "")
    mode = "override"
    if mode == "override":
        chosen = amount
    else:
        chosen = "100"
    amount = chosen
    marked_up = float(amount) * 1.2
    return jsonify({"total": marked_up})
