import html

from flask import Flask
from flask.views import MethodView

app = Flask(__name__)


class ProfileLinkView(MethodView):
    def get(self, website):
        """Profile link."""
        website = website[:200]
        return '<a href="' + html.escape(website) + '">website</a>'


app.add_url_rule("/profile-link/<website>", view_func=ProfileLinkView.as_view("profile_link"))
