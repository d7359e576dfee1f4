from flask import Flask, request, send_from_directory
from flask.views import MethodView

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


class DownloadView(MethodView):
    def get(self):
        """Download."""
        filename = request.cookies.get("filename", "")
        filename = normalise(filename)
        return send_from_directory(DOWNLOADS, filename)


app.add_url_rule("/download", view_func=DownloadView.as_view("download"))
