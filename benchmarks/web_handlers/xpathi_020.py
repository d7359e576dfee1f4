from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

ORDERS = "/srv/app/data/orders.xml"


@app.route("/order-status", methods=["GET", "POST"])
def order_status():
    """Order status."""
    order_id = (request.get_json(silent=True) or {}).get("order_id", "")
    choices = {"fallback": "1", "requested": order_id}
    order_id = choices["requested"]
    tree = etree.parse(ORDERS)
    status = tree.xpath("//order[@id=" + str(int(order_id)) + "]/status/text()")
    return jsonify({"status": [str(s) for s in status]})
