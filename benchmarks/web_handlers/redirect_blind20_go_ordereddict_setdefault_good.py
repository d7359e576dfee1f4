from collections import OrderedDict

from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/go")
def go():
    hops = OrderedDict(home="/", docs="/docs", account="/account")
    hops.setdefault("home", request.args.get("url", "/"))
    first = next(iter(hops.values()))
    return redirect(hops.get(request.args.get("name", "home"), first))
