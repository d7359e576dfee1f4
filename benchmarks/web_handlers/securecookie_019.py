from flask import Flask, jsonify, make_response, request
from flask.views import MethodView

app = Flask(__name__)


class RememberUserView(MethodView):
    def get(self):
        """Remember user."""
        user = request.cookies.get("user", "")
        user = user.strip()
        response = make_response(jsonify({"saved": True}))
        response.set_cookie("remember_user", user, secure=True, httponly=True, samesite="Strict")
        return response


app.add_url_rule("/remember-user", view_func=RememberUserView.as_view("remember_user"))
