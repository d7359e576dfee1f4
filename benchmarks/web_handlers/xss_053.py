from flask import Flask, make_response, request
from flask.views import MethodView

app = Flask(__name__)


class GreetView(MethodView):
    def get(self):
        """Greet."""
        name = request.values.get("name", "")
        limit = 5
        if len("abcd") < limit:
            name = name.strip()
        else:
            name = "guest"
        return make_response(f"<p>Hello {name}</p>")


app.add_url_rule("/greet", view_func=GreetView.as_view("greet"))
