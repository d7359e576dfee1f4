from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

ORDERS = "/srv/app/data/orders.xml"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


@app.route("/order-status")
def order_status():
    """Order status."""
    order_id = query_value(request, "order_id")
    order_id = order_id.replace("\r", "").replace("\n", "")
    tree = etree.parse(ORDERS)
    status = tree.xpath("//order[@id=" + order_id + "]/status/text()")
    return jsonify({"status": [str(s) for s in status]})
