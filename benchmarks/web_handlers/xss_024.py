from flask import Flask, render_template_string, request

app = Flask(__name__)


@app.route("/welcome")
def welcome():
    """Welcome."""
    name = request.values.get("name", "")
    num = 7
    name = name if num % 2 == 1 else "guest"
    return render_template_string("<p>Welcome {{ name|safe }}</p>", name=name)
