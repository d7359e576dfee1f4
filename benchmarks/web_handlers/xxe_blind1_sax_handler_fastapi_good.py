import xml.sax
from xml.sax.handler import feature_external_ges

from fastapi import FastAPI, UploadFile

app = FastAPI()


class Counter(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.elements = 0

    def startElement(self, name, attrs):
        self.elements += 1


@app.post("/count")
async def count(document: UploadFile):
    handler = Counter()
    reader = xml.sax.make_parser()
    reader.setContentHandler(handler)
    reader.setFeature(feature_external_ges, False)
    reader.parse(document.file)
    return {"elements": handler.elements}
