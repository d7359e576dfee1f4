from flask import Flask, request
from lxml import etree

app = Flask(__name__)
DOC = etree.parse("catalog.xml")

@app.get("/price")
def price():
    sku = request.args["sku"]
    query = "/catalog/item[@sku='%s']/price" % sku
    return str(DOC.xpath(query))
