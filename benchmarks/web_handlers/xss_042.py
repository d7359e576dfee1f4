from flask import Flask, Response, request
from flask.views import MethodView

app = Flask(__name__)


class EchoView(MethodView):
    def get(self):
        """Echo."""
        message = request.args.to_dict().get("message", "")
        num = 7
        message = message if num % 2 == 1 else "hello"
        return Response("<div class='msg'>" + message + "</div>", mimetype="text/html")


app.add_url_rule("/echo", view_func=EchoView.as_view("echo"))
