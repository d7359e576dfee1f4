import re

from flask import Flask, abort, request, send_file

app = Flask(__name__)


@app.get("/invoice")
def invoice():
    name = request.args.get("name", "")
    re.fullmatch(r"[\w-]+\.pdf", name)
    return send_file("/srv/invoices/" + name)
