from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/welcome", methods=["GET", "POST"])
def welcome():
    """Welcome."""
    name = (request.get_json(silent=True) or {}).get("name", "")
    name = "{}".format(name).strip()
    return render_template_string("<p>Welcome {{ name|safe }}</p>", name=name)
