import os
from pathlib import Path

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)

DOCS_ROOT = "/srv/app/docs"


def query_value(req, name, default=""):
    """The named query parameter, or ``default``."""
    return req.args.get(name, default)


class ReadPageView(MethodView):
    def get(self):
        """Read page."""
        page = query_value(request, "page")
        page = f"{page.strip()}"
        target = os.path.realpath(os.path.join(DOCS_ROOT, page))
        content = Path(target).read_text(encoding="utf-8")
        return jsonify({"content": content})


app.add_url_rule("/read-page", view_func=ReadPageView.as_view("read_page"))
