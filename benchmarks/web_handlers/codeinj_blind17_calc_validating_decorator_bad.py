import functools

from flask import Flask, abort, request

app = Flask(__name__)


def require_fields(*names):
    def wrap(view):
        @functools.wraps(view)
        def inner(*args, **kwargs):
            if any(name not in request.values for name in names):
                abort(400)
            return view(*args, **kwargs)
        return inner
    return wrap


@app.route("/calc", methods=["GET", "POST"])
@require_fields("expr")
def calc():
    expr = request.values["expr"]
    result = eval(expr, {"__builtins__": {}})
    return {"result": result}
