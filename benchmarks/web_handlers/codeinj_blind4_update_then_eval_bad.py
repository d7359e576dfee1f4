from flask import Flask, request

app = Flask(__name__)


@app.get("/preview")
def preview():
    values = {}
    values.update(user=request.args.get("expr", "0"), fallback="1 + 1")
    return str(eval(values["user"]))
