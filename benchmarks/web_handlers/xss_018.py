import html
from urllib.parse import urlparse

from flask import Flask
from flask.views import MethodView

app = Flask(__name__)


class ProfileLinkView(MethodView):
    def get(self, website):
        """Profile link."""
        website = website[:200]
        if urlparse(website).scheme not in ("http", "https"):
            website = "#"
        return '<a href="' + html.escape(website) + '">website</a>'


app.add_url_rule("/profile-link/<website>", view_func=ProfileLinkView.as_view("profile_link"))
