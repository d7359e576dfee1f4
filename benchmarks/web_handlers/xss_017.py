from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    """Welcome."""
    name = request.headers.get("X-Name", "")
    name = next(part for part in (name, "guest") if part)
    return render_template_string("<p>Welcome {{ name|safe }}</p>", name=name)
