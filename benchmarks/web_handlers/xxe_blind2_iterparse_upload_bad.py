from flask import Flask, request
from lxml import etree

app = Flask(__name__)


@app.post("/catalogue")
def catalogue():
    titles = []
    for _, element in etree.iterparse(request.files["feed"].stream, load_dtd=True, resolve_entities=True):
        if element.tag == "title":
            titles.append(element.text)
    return {"titles": titles}
