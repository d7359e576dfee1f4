import os

from flask import Flask, request, send_file
from flask.views import MethodView

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class AttachmentView(MethodView):
    def get(self):
        """Attachment."""
        filename = query_value(request, "filename")
        candidates = ["readme.txt", "readme.txt"]
        candidates.insert(1, filename)
        filename = candidates[2]
        return send_file(os.path.join(DOWNLOADS, filename), as_attachment=True)


app.add_url_rule("/attachment", view_func=AttachmentView.as_view("attachment"))
