from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/welcome", methods=["GET", "POST"])
def welcome():
    """Welcome."""
    name = request.form.get("name", "")
    name = name.replace("\r", "").replace("\n", "")
    return render_template_string("<p>Welcome {{ name }}</p>", name=name)
