import io
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from fastapi import FastAPI, UploadFile


class TitleCollector(ContentHandler):
    def __init__(self):
        super().__init__()
        self.titles, self._in_title = [], False

    def startElement(self, name, attrs):
        self._in_title = name == "title"

    def characters(self, content):
        if self._in_title:
            self.titles.append(content)


app = FastAPI()


@app.post("/feeds")
async def upload_feed(feed: UploadFile):
    parser = xml.sax.make_parser()
    collector = TitleCollector()
    parser.setContentHandler(collector)
    parser.setFeature(feature_external_ges, True)
    parser.parse(io.BytesIO(await feed.read()))
    return {"titles": collector.titles}
