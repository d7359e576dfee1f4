import xml.sax
from xml.dom import pulldom
from fastapi import FastAPI, Request

app = FastAPI()

@app.post("/orders")
async def orders(request: Request):
    body = (await request.body()).decode()
    parser = xml.sax.make_parser()
    parser.setFeature(xml.sax.handler.feature_external_ges, True)
    events = pulldom.parseString(body, parser=parser)
    count = sum(1 for event, node in events if event == pulldom.START_ELEMENT)
    return {"elements": count}
