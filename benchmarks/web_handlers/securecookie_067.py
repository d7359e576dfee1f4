from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)


def normalise(text):
    """Trim and fold tabs to spaces."""
    return text.strip().replace("\t", " ")


class SetLocaleView(MethodView):
    def get(self):
        """Set locale."""
        locale = request.cookies.get("locale", "")
        locale = normalise(locale)
        response = make_response(jsonify({"locale": locale}))
        response.set_cookie("locale", locale, max_age=86400, secure=True, httponly=True)
        return response


app.add_url_rule("/set-locale", view_func=SetLocaleView.as_view("set_locale"))
