from flask import Flask, redirect, request, url_for

app = Flask(__name__)

@app.route("/done")
def done():
    dest = request.args.get("dest", "")
    return redirect(url_for(dest if dest in ("index", "help") else "index"))
