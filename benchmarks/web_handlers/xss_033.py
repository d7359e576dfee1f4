import base64

from flask import Flask, request
from flask.views import MethodView
from markupsafe import escape

app = Flask(__name__)


class TagListView(MethodView):
    def get(self):
        """Tag list."""
        tags = next(iter(request.values.getlist("tags")), "")
        tags = base64.urlsafe_b64decode(tags.encode()).decode()
        page = "<ul>"
        for tag in tags.split(","):
            page += "<li>" + escape(tag) + "</li>"
        page += "</ul>"
        return page


app.add_url_rule("/tag-list", view_func=TagListView.as_view("tag_list"))
