from flask import Flask, redirect, render_template, request, url_for

app = Flask(__name__)
USERS = {"admin": "correct horse"}


def check_credentials(user, password):
    return USERS.get(user) == password


@app.route("/")
def index():
    return "home"


@app.route("/login", methods=["GET", "POST"])
def login():
    target = request.args.get("next") or url_for("index")
    if request.method == "POST" and check_credentials(request.form["user"], request.form["password"]):
        return redirect(target)
    return render_template("login.html")
