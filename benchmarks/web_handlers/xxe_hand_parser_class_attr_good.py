from flask import Flask, request
from lxml import etree

app = Flask(__name__)

class FeedReader:
    def __init__(self):
        self.parser = etree.XMLParser(resolve_entities=False)

    def read(self, data):
        return etree.fromstring(data, self.parser)

@app.post("/feed")
def feed():
    return FeedReader().read(request.data).tag
