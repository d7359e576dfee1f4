from flask import Flask, redirect, request

app = Flask(__name__)


@app.route("/settings/save", methods=["POST"])
def save_settings():
    back = request.form.get("return_to")
    if not back:
        back = "/settings"
    hops = ["/settings", "/home"]
    hops.remove("/home")
    hops.append(back)
    destination = hops.pop()
    return redirect(destination, code=303)
