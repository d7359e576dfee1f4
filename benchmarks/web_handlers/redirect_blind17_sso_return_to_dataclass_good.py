from dataclasses import dataclass
from urllib.parse import urlparse

from flask import Blueprint, redirect, request
from flask.views import MethodView

sso = Blueprint("sso", __name__)
TRUSTED_HOSTS = {"app.example.com", "docs.example.com"}


@dataclass(frozen=True)
class ReturnTo:
    url: str

    @classmethod
    def from_request(cls):
        return cls(request.args.get("return_to", "https://app.example.com/"))


class CallbackView(MethodView):
    def get(self):
        dest = ReturnTo.from_request()
        if urlparse(dest.url).hostname not in TRUSTED_HOSTS:
            dest = ReturnTo("https://app.example.com/")
        return redirect(dest.url, code=303)


sso.add_url_rule("/sso/callback", view_func=CallbackView.as_view("callback"))
