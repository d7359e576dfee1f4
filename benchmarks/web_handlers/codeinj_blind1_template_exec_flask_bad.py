from flask import Flask, request

app = Flask(__name__)


@app.post("/hooks/<name>")
def run_hook(name):
    body = request.get_data(as_text=True)
    scope = {"payload": body}
    exec(load_hook(name, body), scope)
    return str(scope.get("result", ""))


def load_hook(name, body):
    source = "result = payload.upper()" if name == "upper" else body
    return source
