from flask import Flask, request
from lxml import etree

app = Flask(__name__)


class InvoiceImporter:
    parser = etree.XMLParser(resolve_entities=False, no_network=True)

    def totals(self, stream):
        tree = etree.parse(stream, self.parser)
        return [float(x) for x in tree.xpath("//total/text()")]


@app.post("/invoices")
def invoices():
    return {"totals": InvoiceImporter().totals(request.files["invoice"].stream)}
