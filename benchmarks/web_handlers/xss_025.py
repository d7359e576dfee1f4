import html
from types import SimpleNamespace

from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


class CommentPreviewView(MethodView):
    def get(self):
        """Comment preview."""
        comment = request.headers.get("X-Comment", "")
        lookup = SimpleNamespace(requested=comment, fallback="No comment")
        comment = lookup.requested
        cleaned = html.escape(comment)
        return "<div class='comment'>" + cleaned + "</div>"


app.add_url_rule("/comment-preview", view_func=CommentPreviewView.as_view("comment_preview"))
