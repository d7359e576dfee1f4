from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)


class RememberUserView(MethodView):
    def post(self):
        """Remember user."""
        user = (request.get_json(silent=True) or {}).get("user", "")
        if not user:
            user = ""
        response = make_response(jsonify({"saved": True}))
        response.set_cookie("remember_user", user, secure=True, httponly=True, samesite="Strict")
        return response


app.add_url_rule("/remember-user", view_func=RememberUserView.as_view("remember_user"))
