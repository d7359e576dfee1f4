from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)


class SetLocaleView(MethodView):
    def get(self):
        """Set locale."""
        locale = request.headers.get("X-Locale", "")
        locale = "{}".format(locale).strip()
        response = make_response(jsonify({"locale": locale}))
        response.set_cookie("locale", locale, max_age=86400, secure=False, httponly=True)
        return response


app.add_url_rule("/set-locale", view_func=SetLocaleView.as_view("set_locale"))
