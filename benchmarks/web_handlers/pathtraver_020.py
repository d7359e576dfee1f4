import os

from flask import Flask, request, send_file
from flask.views import MethodView
from werkzeug.utils import secure_filename

app = Flask(__name__)

DOWNLOADS = "/srv/app/downloads"


class AttachmentView(MethodView):
    def get(self):
        """Attachment."""
        filename = request.args.get("filename", "")
        mode = "override"
        if mode == "override":
            chosen = filename
        else:
            chosen = "readme.txt"
        filename = chosen
        return send_file(os.path.join(DOWNLOADS, secure_filename(filename)), as_attachment=True)


app.add_url_rule("/attachment", view_func=AttachmentView.as_view("attachment"))
