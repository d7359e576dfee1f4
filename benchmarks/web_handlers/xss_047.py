import html
from urllib.parse import urlparse

from flask import Flask, request
from flask.views import MethodView

app = Flask(__name__)


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


class ProfileLinkView(MethodView):
    def get(self):
        """Profile link."""
        website = request.args.get("website", "")
        website = value_or_default(website, "https://example.com", use_request=True)
        if urlparse(website).scheme not in ("http", "https"):
            website = "#"
        return '<a href="' + html.escape(website) + '">website</a>'


app.add_url_rule("/profile-link", view_func=ProfileLinkView.as_view("profile_link"))
