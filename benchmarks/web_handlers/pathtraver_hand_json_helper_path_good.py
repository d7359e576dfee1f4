import json
import os
from flask import Flask, request

app = Flask(__name__)

def load_template(options):
    with open("/srv/templates/" + os.path.basename(options["template"])) as fh:
        return fh.read()

@app.post("/render")
def render():
    return load_template(request.get_json(force=True))
