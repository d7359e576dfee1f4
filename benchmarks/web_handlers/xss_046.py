from flask import Flask, request
from flask.views import MethodView
from markupsafe import escape

app = Flask(__name__)


class TagListView(MethodView):
    def post(self):
        """Tag list."""
        tags = (request.get_json(silent=True) or {}).get("options", {}).get("tags", "")
        tags = tags or "new,popular"
        page = "<ul>"
        for tag in tags.split(","):
            page += "<li>" + escape(tag) + "</li>"
        page += "</ul>"
        return page


app.add_url_rule("/tag-list", view_func=TagListView.as_view("tag_list"))
