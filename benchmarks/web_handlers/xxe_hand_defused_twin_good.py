from flask import Flask, request
from defusedxml import ElementTree as etree

app = Flask(__name__)

@app.post("/upload-xml")
def upload_xml():
    root = etree.fromstring(request.data)
    return {"children": len(root)}
