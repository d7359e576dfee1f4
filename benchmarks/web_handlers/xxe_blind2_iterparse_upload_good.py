from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.post("/catalogue")
def catalogue():
    titles = []
    for _, element in etree.iterparse(request.files["feed"].stream, load_dtd=False, resolve_entities=False, no_network=True):
        if element.tag == "title":
            titles.append(element.text)
    return {"titles": titles}
