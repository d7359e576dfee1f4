from flask import Flask, jsonify, request

app = Flask(__name__)


@app.route("/calc")
def calc():
    formula = request.args.get("formula", "1 + 1")
    settings = {"expr": "sum(range(10))", "label": "total"}
    settings.update(expr=formula, label="custom")
    result = eval(settings["expr"], {"__builtins__": {}}, {})
    return jsonify(label=settings["label"], result=result)
