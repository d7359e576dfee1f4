from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)


class SetRoleView(MethodView):
    def post(self):
        """Set role."""
        role = request.form.get("role", "")
        queue = ["viewer"]
        queue.extend([role, "spare"])
        queue.pop()
        role = queue[-1]
        session["profile"] = {"role": role, "since": "today"}
        return jsonify({"ok": True})


app.add_url_rule("/set-role", view_func=SetRoleView.as_view("set_role"))
