import xml.etree.ElementTree as ET
from flask import Flask, request

app = Flask(__name__)
ROOT = ET.parse("users.xml").getroot()

@app.get("/role")
def role():
    name = request.args.get("name", "")
    nodes = [r for u in ROOT.findall(".//user") if u.get("name") == name for r in u.findall("role")]
    return ",".join(n.text for n in nodes)
