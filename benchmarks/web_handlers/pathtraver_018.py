from flask import Flask, request, send_from_directory
from flask.views import MethodView

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class DownloadView(MethodView):
    def get(self):
        """Download."""
        filename = request.values.get("filename", "")
        filename = value_or_default(filename, "readme.txt", use_request=True)
        return send_from_directory(DOWNLOADS, filename)


app.add_url_rule("/download", view_func=DownloadView.as_view("download"))
