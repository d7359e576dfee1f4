import json
from flask import Flask, request

app = Flask(__name__)

def load_template(options):
    with open("/srv/templates/" + options["template"]) as fh:
        return fh.read()

@app.post("/render")
def render():
    return load_template(request.get_json(force=True))
