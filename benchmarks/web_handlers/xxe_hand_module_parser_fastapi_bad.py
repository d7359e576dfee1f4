from fastapi import FastAPI, UploadFile
from lxml import etree

app = FastAPI()
PARSER = etree.XMLParser(resolve_entities=True)

@app.post("/catalog")
async def catalog(file: UploadFile):
    root = etree.fromstring(await file.read(), parser=PARSER)
    return {"items": len(root)}
