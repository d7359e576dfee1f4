import collections

from flask import Flask, request

app = Flask(__name__)
DEFAULTS = {"expr": "1 + 1", "label": "sum"}


@app.route("/calc")
def calc():
    layered = collections.ChainMap(request.args.to_dict(), DEFAULTS)
    result = eval(layered["expr"], {"__builtins__": {}})
    return {"label": layered["label"], "result": result}
