from flask import Flask, request
from lxml import etree

app = Flask(__name__)

@app.post("/import")
def import_xml():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    root = etree.fromstring(request.data, parser)
    return root.tag
