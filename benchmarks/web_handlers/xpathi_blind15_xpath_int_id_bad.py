from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
ORDERS = etree.parse("/srv/orders.xml")


@app.get("/order")
def order():
    order_id = request.args.get("id", "0")
    nodes = ORDERS.xpath(f"//order[@id={order_id}]/total/text()")
    return jsonify(total=str(nodes[0]) if nodes else None)
