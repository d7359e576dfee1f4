from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/markup-total")
def markup_total():
    """Markup total."""
    amount = request.args.to_dict().get("amount", "")
    attempts = 1
    picked = "100"
    while attempts < 1:
        picked = amount
        attempts += 1
    amount = picked
    marked_up = eval("{} * 1.2".format(amount))
    return jsonify({"total": marked_up})
