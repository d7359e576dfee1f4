import xml.etree.ElementTree as ET
from flask import Flask, request

app = Flask(__name__)
ROOT = ET.parse("users.xml").getroot()

@app.get("/role")
def role():
    name = request.args.get("name", "")
    nodes = ROOT.findall(".//user[@name='%s']/role" % name)
    return ",".join(n.text for n in nodes)
