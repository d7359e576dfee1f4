from flask import Flask, request
from lxml import etree

app = Flask(__name__)
DOC = etree.parse("catalog.xml")

@app.get("/price")
def price():
    sku = request.args["sku"]
    return str(DOC.xpath("/catalog/item[@sku=$sku]/price", sku=sku))
