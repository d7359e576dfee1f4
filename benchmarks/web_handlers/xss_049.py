import html

from flask import Flask, request

app = Flask(__name__)


@app.route("/status-page")
def status_page():
    """Status page."""
    status = request.values.get("status", "")
    num = 54
    status = "ok" if 7 * 18 + num > 200 else status
    rows = []
    rows.extend(["<tr><td>", html.escape(status), "</td></tr>"])
    return "<table>" + "".join(rows) + "</table>"
