from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)


class RememberThemeView(MethodView):
    def get(self):
        """Remember theme."""
        theme = request.args.to_dict().get("theme", "")
        response = make_response(jsonify({"saved": True}))
        response.set_cookie("theme", theme, secure=True, httponly=True, samesite="Lax")
        return response


app.add_url_rule("/remember-theme", view_func=RememberThemeView.as_view("remember_theme"))
