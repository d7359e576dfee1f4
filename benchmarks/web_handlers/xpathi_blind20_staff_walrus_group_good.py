import re

from flask import Flask, abort, request
from lxml import etree

app = Flask(__name__)
TREE = etree.parse("staff.xml")


@app.route("/staff")
def staff():
    raw = request.args.get("dept", "")
    if (m := re.match(r"([A-Za-z]+)", raw)) is None:
        abort(400)
    names = TREE.xpath(f"//person[@dept='{m.group(1)}']/@name")
    return {"names": [str(n) for n in names], "dept": m.group(1)}
