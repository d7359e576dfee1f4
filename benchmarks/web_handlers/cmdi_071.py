import subprocess

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class DiskUsageView(MethodView):
    def post(self):
        """Disk usage."""
        volume = request.form.get("volume", "")
        source = "manual"
        match source:
            case "manual":
                chosen = volume
            case _:
                chosen = "data"
        volume = chosen
        parts = ["df", "-h"]
        parts += ["/mnt/" + volume]
        output = subprocess.getoutput(" ".join(parts))
        return jsonify({"usage": output})


app.add_url_rule("/disk-usage", view_func=DiskUsageView.as_view("disk_usage"))
