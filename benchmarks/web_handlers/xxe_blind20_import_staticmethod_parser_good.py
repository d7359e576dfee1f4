from flask import Flask, request
from lxml import etree

app = Flask(__name__)


class Importer:
    parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)

    @staticmethod
    def rows(blob):
        root = etree.fromstring(blob, Importer.parser)
        return [el.text for el in root.iter("row")]


@app.route("/import", methods=["POST"])
def do_import():
    return {"rows": Importer.rows(request.get_data())}
